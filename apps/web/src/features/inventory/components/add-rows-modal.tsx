import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddRowsForm } from './add-rows-form';

type Props = { opened: boolean; onClose: () => void };

/** The list's modal that adds rows (spec 03 §2); it closes once every row is added. */
export function AddRowsModal({ opened, onClose }: Props) {
  const { t } = useTranslation('inventory');
  return (
    <Modal opened={opened} onClose={onClose} title={t('addRows.title')} size="xl">
      {opened ? <AddRowsForm onDone={onClose} onCancel={onClose} /> : null}
    </Modal>
  );
}
