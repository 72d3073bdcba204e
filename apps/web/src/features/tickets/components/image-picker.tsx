import { FileInput } from '@mantine/core';
import { TICKET_MAX_IMAGES, ticketMessages } from '@stitchworks/shared/schemas/tickets';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateServerText } from '../../../lib/server-messages';

type Props = { value: File[]; onChange: (files: File[]) => void; error?: string | undefined };

/** Up to 10 images for a ticket or a message; the API checks each by its content. */
export function ImagePicker({ value, onChange, error }: Props) {
  const { t } = useTranslation('tickets');
  const tooMany = value.length > TICKET_MAX_IMAGES;
  return (
    <FileInput
      label={t('form.attachments')}
      description={t('form.attachmentsHint', { max: TICKET_MAX_IMAGES })}
      placeholder={t('form.attachmentsPlaceholder')}
      leftSection={<IconPhoto size={16} aria-hidden />}
      accept="image/png,image/jpeg,image/webp"
      multiple
      clearable
      value={value}
      onChange={(files) => onChange(files ?? [])}
      error={tooMany ? translateServerText(ticketMessages.tooManyImages) : error}
    />
  );
}

export const tooManyImages = (files: File[]) => files.length > TICKET_MAX_IMAGES;
