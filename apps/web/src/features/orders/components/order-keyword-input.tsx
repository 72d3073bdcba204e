import { useTranslation } from 'react-i18next';
import { KeywordInput } from '../../../components/form/keyword-input';

/** The order list's keyword box (id, seller order id, customer name, tracking number). */
export function OrderKeywordInput(props: {
  value: string | undefined;
  onChange: (keyword: string | undefined, options: { replace: boolean }) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <KeywordInput
      {...props}
      label={t('filters.keyword')}
      placeholder={t('filters.keywordPlaceholder')}
      clearLabel={t('filters.clearKeyword')}
      maxLength={200}
    />
  );
}
