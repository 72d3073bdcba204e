import { useTranslation } from 'react-i18next';
import { KeywordInput } from '../../../components/form/keyword-input';

/** The digitizing queue's keyword box (seller, order id or file name). */
export function EmbKeywordInput(props: {
  value: string | undefined;
  onChange: (keyword: string | undefined, options: { replace: boolean }) => void;
}) {
  const { t } = useTranslation('embs');
  return (
    <KeywordInput
      {...props}
      label={t('filters.keyword')}
      placeholder={t('filters.keywordPlaceholder')}
      clearLabel={t('filters.clearKeyword')}
      maxLength={100}
    />
  );
}
