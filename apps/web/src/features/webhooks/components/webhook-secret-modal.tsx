import { useTranslation } from 'react-i18next';
import { ShownOnceModal } from '../../../components/ui/shown-once-modal';

/** Shows a signing secret once, with a copy button; closing it forgets the secret. */
export function WebhookSecretModal({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <ShownOnceModal
      value={secret}
      onClose={onClose}
      testId="webhook-secret"
      texts={{
        title: t('secretTitle'),
        warning: t('secretWarning'),
        copy: t('copy'),
        copied: t('copied'),
        done: t('done'),
      }}
    />
  );
}
