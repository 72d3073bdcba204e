import { useTranslation } from 'react-i18next';
import { ShownOnceModal } from '../../../components/ui/shown-once-modal';

/** Shows a new key once, with a copy button; closing it forgets the key. */
export function NewApiKeyModal({
  apiKey,
  onClose,
}: {
  apiKey: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('apiKeys');
  return (
    <ShownOnceModal
      value={apiKey}
      onClose={onClose}
      testId="new-api-key"
      texts={{
        title: t('newKeyTitle'),
        warning: t('newKeyWarning'),
        copy: t('copy'),
        copied: t('copied'),
        done: t('done'),
      }}
    />
  );
}
