import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type DesignCostTiers, embMessages } from '@stitchworks/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DollarInput } from '../../../components/form/dollar-input';
import { LoadState } from '../../../components/ui/load-state';
import { getErrorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { useDesignCostTiers } from '../api/get-design-cost-tiers';
import { useSaveDesignCostTiers } from '../api/save-design-cost-tiers';
import {
  addTierRow,
  removeTierRow,
  type TierField,
  type TierRow,
  tierListError,
  tierRangeOf,
  tierRowErrors,
  tierRowsOf,
  tiersOfRows,
  updateTierRow,
} from '../cost-tiers';

const MAX_TIERS = 20;
const MAX_PRICE = 1000;
const MAX_STITCHES = 1_000_000;

/** The tier table read from the server, edited in place, saved whole. */
function TierEditor({ tiers, editable }: { tiers: DesignCostTiers; editable: boolean }) {
  const { t } = useTranslation('embs');
  const save = useSaveDesignCostTiers();
  const [rows, setRows] = useState<TierRow[]>(() => tierRowsOf(tiers.tiers));
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // New tiers from the server (saved here or elsewhere) replace the edited copy.
  useEffect(() => {
    setRows(tierRowsOf(tiers.tiers));
    setChecked(false);
  }, [tiers]);

  const errors = checked ? tierRowErrors(rows) : {};
  const listError = checked ? tierListError(rows) : undefined;
  const errorOf = (index: number, field: TierField) => {
    const message = errors[index]?.[field];
    return message ? translateServerText(message) : undefined;
  };
  const change = (next: TierRow[]) => {
    setRows(next);
    setServerError(null);
  };
  const set = (key: string, field: TierField) => (value: number | string) =>
    change(updateTierRow(rows, key, field, value));

  const submit = () => {
    setChecked(true);
    if (Object.keys(tierRowErrors(rows)).length > 0 || tierListError(rows)) return;
    save.mutate(tiersOfRows(rows), {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: translateServerText(embMessages.tiersSaved),
        });
        setChecked(false);
      },
      onError: (failure) => setServerError(getErrorMessage(failure)),
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('tiers.tableLabel')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tiers.range')}</Table.Th>
                <Table.Th>{t('tiers.upTo')}</Table.Th>
                <Table.Th>{t('tiers.cost')}</Table.Th>
                <Table.Th>{t('tiers.charge')}</Table.Th>
                {editable ? <Table.Th aria-hidden /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const range = tierRangeOf(rows, index);
                const number = index + 1;
                return (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {range.to === null
                          ? t('tiers.rangeAbove', { from: formatNumber(range.from) })
                          : t('tiers.rangeFrom', {
                              from: formatNumber(range.from),
                              to: formatNumber(range.to),
                            })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('tiers.upToOf', { index: number })}
                        value={row.upTo}
                        onChange={set(row.key, 'upTo')}
                        placeholder={t('tiers.abovePlaceholder')}
                        min={1}
                        max={MAX_STITCHES}
                        allowDecimal={false}
                        allowNegative={false}
                        thousandSeparator=","
                        hideControls
                        readOnly={!editable}
                        error={errorOf(index, 'upTo')}
                        miw={130}
                      />
                    </Table.Td>
                    <Table.Td>
                      <DollarInput
                        aria-label={t('tiers.costOf', { index: number })}
                        value={row.cost}
                        onChange={set(row.key, 'cost')}
                        max={MAX_PRICE}
                        fixedDecimalScale
                        readOnly={!editable}
                        error={errorOf(index, 'cost')}
                        miw={110}
                      />
                    </Table.Td>
                    <Table.Td>
                      <DollarInput
                        aria-label={t('tiers.chargeOf', { index: number })}
                        value={row.charge}
                        onChange={set(row.key, 'charge')}
                        max={MAX_PRICE}
                        fixedDecimalScale
                        readOnly={!editable}
                        error={errorOf(index, 'charge')}
                        miw={110}
                      />
                    </Table.Td>
                    {editable ? (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('tiers.remove', { index: number })}
                          onClick={() => change(removeTierRow(rows, row.key))}
                          disabled={rows.length <= 1}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          {t('tiers.openHint')}
        </Text>
        {listError ? (
          <Alert color="red" role="alert">
            {translateServerText(listError)}
          </Alert>
        ) : null}
        {serverError ? (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        ) : null}
        {editable ? (
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => change(addTierRow(rows))}
              disabled={rows.length >= MAX_TIERS}
            >
              {t('tiers.add')}
            </Button>
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => {
                  change(tierRowsOf(tiers.tiers));
                  setChecked(false);
                }}
              >
                {t('tiers.reset')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('tiers.save')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tiers.readOnly')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** The "Cost tiers" card of /design-cost. */
export function CostTiersCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation('embs');
  const tiers = useDesignCostTiers();
  return (
    <Card component="section" aria-labelledby="cost-tiers-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="cost-tiers-title">
            {t('tiers.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tiers.description')}
          </Text>
        </Stack>
        <LoadState loading={tiers.isPending} error={tiers.isError ? t('tiers.loadFailed') : null}>
          {tiers.data ? <TierEditor tiers={tiers.data} editable={editable} /> : null}
        </LoadState>
      </Stack>
    </Card>
  );
}
