import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Drawer,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Factory, Machine, PlanRun, PlanRunUnit } from '@stitchworks/shared';
import { IconPhotoOff, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { getErrorMessage } from '../../../lib/error-message';
import { formatInAppZone, formatNumber } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { useFinishRun } from '../api/finish-run';
import { useStartRun } from '../api/start-run';
import { useDurationText } from '../use-duration-text';
import { FailUnitForm } from './fail-unit-form';

/** Dark enough for white text above 4.5:1 (Mantine's green and orange 9 are not). */
const unitStateColors: Record<PlanRunUnit['state'], string> = {
  in_run: '#1864ab',
  failed: '#c92a2a',
  done: '#237032',
};
const runStatusColors: Record<PlanRun['status'], string> = {
  planned: '#1864ab',
  started: '#a93d00',
  finished: '#495057',
};

const unitKey = (unit: Pick<PlanRunUnit, 'orderItemId' | 'unit'>) =>
  `${unit.orderItemId}-${unit.unit}`;

/** The run's design image, or a quiet frame when it cannot be read. */
function DesignImage({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Center w={88} h={88} bg="gray.0" style={{ borderRadius: 4, flex: 'none' }}>
        <IconPhotoOff size={28} color="var(--mantine-color-gray-6)" aria-hidden />
      </Center>
    );
  }
  return (
    <Image
      src={url}
      alt={alt}
      w={88}
      h={88}
      fit="contain"
      radius="sm"
      bg="gray.0"
      style={{ flex: 'none' }}
      onError={() => setFailed(true)}
    />
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={600} component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/**
 * One run: its design and estimate, its units, and what the floor does with it — start it, scan a
 * unit out with a reason, finish it (every unit still in it is marked embroidered).
 */
export function RunDrawer({
  factory,
  run,
  machine,
  onClose,
}: {
  factory: Factory;
  run: PlanRun;
  machine: Machine;
  onClose: () => void;
}) {
  const { t } = useTranslation('machinePlan');
  const duration = useDurationText();
  const start = useStartRun(factory);
  const finish = useFinishRun(factory);
  const [error, setError] = useState<string | null>(null);
  const [failing, setFailing] = useState<string | null>(null);
  const time = (value: string) => formatInAppZone(value, 'HH:mm');
  const failingUnit = run.units.find((unit) => unitKey(unit) === failing);
  const inRun = run.units.filter((unit) => unit.state === 'in_run').length;

  const act = (action: typeof start) => {
    setError(null);
    action.mutate(run.id, {
      onSuccess: (answer) =>
        notifications.show({ color: 'green', message: translateServerText(answer.message) }),
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t('run.title', { sequence: run.sequence, machine: machine.name })}
    >
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <DesignImage url={run.design.imageUrl} alt={t('run.designImage')} />
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={runStatusColors[run.status]} variant="filled" radius="sm">
                {t(`runStatus.${run.status}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {t('run.window', { start: time(run.startsAt), end: time(run.endsAt) })}
              </Text>
            </Group>
            {run.startedAt ? (
              <Text size="sm">
                {t('run.startedBy', {
                  time: time(run.startedAt),
                  name: run.startedBy?.name ?? t('run.someone'),
                })}
              </Text>
            ) : null}
            {run.actualSeconds !== null ? (
              <Text size="sm">
                {t('run.actual', {
                  actual: duration(run.actualSeconds),
                  estimate: duration(run.estimatedSeconds),
                })}
              </Text>
            ) : null}
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" component="dl" m={0}>
          <Fact label={t('run.estimate')} value={duration(run.estimatedSeconds)} />
          <Fact
            label={t('run.cycles')}
            value={t('run.cyclesValue', { count: run.cycles, heads: machine.heads })}
          />
          <Fact label={t('run.stitches')} value={formatNumber(run.design.stitches)} />
          <Fact label={t('run.colorChanges')} value={formatNumber(run.design.colorChanges)} />
          <Fact label={t('run.trims')} value={formatNumber(run.design.trims)} />
          <Fact
            label={t('run.size')}
            value={t('run.sizeValue', {
              width: formatNumber(Math.round(run.design.widthMm)),
              height: formatNumber(Math.round(run.design.heightMm)),
            })}
          />
        </SimpleGrid>

        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}

        {run.status === 'planned' ? (
          <Button
            size="md"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            loading={start.isPending}
            onClick={() => act(start)}
          >
            {t('run.start')}
          </Button>
        ) : null}
        {run.status === 'started' ? (
          <Button
            size="md"
            color="#237032"
            leftSection={<IconPlayerStop size={18} aria-hidden />}
            loading={finish.isPending}
            disabled={inRun === 0}
            onClick={() => act(finish)}
          >
            {t('run.finish', { count: inRun })}
          </Button>
        ) : null}

        <ScrollTable label={t('run.unitsTitle')} minWidth={340}>
          <Table>
            <VisuallyHidden component="caption">{t('run.unitsTitle')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('run.columns.order')}</Table.Th>
                <Table.Th scope="col">{t('run.columns.unit')}</Table.Th>
                <Table.Th scope="col">{t('run.columns.state')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('run.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {run.units.map((unit) => (
                <Table.Tr key={unitKey(unit)}>
                  <Table.Td>
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/order/$orderId/$orderItemId"
                          params={{
                            orderId: String(unit.orderId),
                            orderItemId: String(unit.orderItemId),
                          }}
                          search={{ unit: unit.unit }}
                        />
                      )}
                      size="sm"
                    >
                      {unit.orderCode}
                    </Anchor>
                    {unit.rush ? (
                      <Badge color="#c92a2a" variant="filled" radius="sm" size="xs" ml={6}>
                        {t('run.rush')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatNumber(unit.unit)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Badge
                        color={unitStateColors[unit.state]}
                        variant="filled"
                        radius="sm"
                        size="sm"
                      >
                        {t(`unitStates.${unit.state}`)}
                      </Badge>
                      {unit.failReason ? (
                        <Text size="xs" c="dimmed">
                          {t(`failReasons.${unit.failReason}`)}
                          {unit.failNote ? ` · ${unit.failNote}` : ''}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {run.status === 'started' && unit.state === 'in_run' ? (
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setFailing(unitKey(unit))}
                        aria-label={t('fail.open', {
                          unit: t('run.unitName', { order: unit.orderCode, unit: unit.unit }),
                        })}
                      >
                        {t('fail.openShort')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>

        {failingUnit && run.status === 'started' && failingUnit.state === 'in_run' ? (
          <FailUnitForm
            key={failing}
            factory={factory}
            runId={run.id}
            unit={failingUnit}
            onDone={() => setFailing(null)}
          />
        ) : null}
      </Stack>
    </Drawer>
  );
}
