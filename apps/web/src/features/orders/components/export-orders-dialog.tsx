import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateValueFormat } from '../../../components/form/app-dates-provider';

export type ExportRange = { by: 'created' | 'paid'; from: string; to: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Staff may export by created or paid days; a seller's export is by paid days. */
  choosable: boolean;
  initial: { by: 'created' | 'paid'; from?: string | undefined; to?: string | undefined };
  busy: boolean;
  /** The spec's 'Time range shouldn't be empty!' in the interface language. */
  emptyMessage: string;
  onExport: (range: ExportRange) => void;
};

/** Asks for the days to export; both ends are needed (a single day counts as both). */
export function ExportOrdersDialog(props: Props) {
  const { t } = useTranslation('orders');
  const valueFormat = useDateValueFormat();
  const [by, setBy] = useState(props.initial.by);
  const [range, setRange] = useState<[string | null, string | null]>([
    props.initial.from ?? null,
    props.initial.to ?? null,
  ]);
  const [error, setError] = useState<string | null>(null);
  const { opened, initial } = props;

  useEffect(() => {
    if (!opened) return;
    setBy(initial.by);
    setRange([initial.from ?? null, initial.to ?? null]);
    setError(null);
  }, [opened, initial.by, initial.from, initial.to]);

  const submit = () => {
    const [from, to] = range;
    if (!from) {
      setError(props.emptyMessage);
      return;
    }
    props.onExport({ by, from, to: to ?? from });
  };

  return (
    <Modal opened={opened} onClose={props.onClose} title={t('export.title')} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {props.choosable ? t('export.staffHelp') : t('export.sellerHelp')}
        </Text>
        {props.choosable ? (
          <SegmentedControl
            aria-label={t('export.by')}
            value={by}
            onChange={(value) => setBy(value === 'paid' ? 'paid' : 'created')}
            data={[
              { value: 'created', label: t('export.byCreated') },
              { value: 'paid', label: t('export.byPaid') },
            ]}
          />
        ) : null}
        <DatePickerInput
          type="range"
          label={by === 'paid' ? t('filters.paid') : t('filters.created')}
          placeholder={t('filters.datePlaceholder')}
          value={range}
          onChange={(value) => {
            setRange(value);
            setError(null);
          }}
          allowSingleDateInRange
          clearable
          clearButtonProps={{ 'aria-label': t('export.clearRange') }}
          leftSection={<IconCalendar size={16} aria-hidden />}
          valueFormat={valueFormat}
          error={error}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={props.busy}
            onClick={submit}
          >
            {t('export.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
