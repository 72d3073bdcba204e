import { Alert, Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canOpenPage } from '@stitchworks/shared';
import { IconCalendarTime } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { SectionLoader } from '../../components/ui/section-loader';
import { usePlan } from '../../features/machine-plan/api/get-plan';
import { useReplan } from '../../features/machine-plan/api/replan';
import { EstimateAccuracy } from '../../features/machine-plan/components/estimate-accuracy';
import { FactorySelect } from '../../features/machine-plan/components/factory-select';
import { PlanSummary } from '../../features/machine-plan/components/plan-summary';
import { PlanTimeline } from '../../features/machine-plan/components/plan-timeline';
import { RunDrawer } from '../../features/machine-plan/components/run-drawer';
import { ScanBox } from '../../features/machine-plan/components/scan-box';
import { UnplacedUnits } from '../../features/machine-plan/components/unplaced-units';
import { chosenFactory, factoriesOf } from '../../features/machine-plan/machine-plan-search';
import { findRun } from '../../features/machine-plan/plan-figures';
import { useCurrentUser } from '../../lib/current-user';
import { getErrorMessage } from '../../lib/error-message';
import { translateServerText } from '../../lib/server-messages';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /production/plan (admin, manager, producer): the factory's units in production grouped into
 * runs on its machines — the summary, a scan box that starts the run holding a unit, each
 * machine's queue for the shift, the units the plan could not place, and estimates against real
 * times.
 */
export function MachinePlanPage() {
  const { t } = useTranslation('machinePlan');
  usePageTitle('machinePlan:plan.title');
  const user = useCurrentUser();
  const search = useSearch({ from: '/shell/production/plan' });
  const navigate = useNavigate({ from: '/production/plan' });
  const factory = chosenFactory(user, search.factory);
  const plan = usePlan(factory);
  const replan = useReplan();
  const [runId, setRunId] = useState<number | null>(null);
  const [replanError, setReplanError] = useState<string | null>(null);
  const open = findRun(plan.data, runId);
  const keepsMachines = canOpenPage('machines', user.role);

  const doReplan = () => {
    setReplanError(null);
    replan.mutate(factory, {
      onSuccess: (answer) =>
        notifications.show({ color: 'green', message: translateServerText(answer.message) }),
      onError: (failure) => setReplanError(getErrorMessage(failure)),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('plan.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('plan.description')}
          </Text>
        </Stack>
        {keepsMachines ? (
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/production/machines" search={{ factory }} />
            )}
            size="sm"
          >
            {t('plan.manageMachines')}
          </Anchor>
        ) : null}
      </Group>
      <FactorySelect
        factories={factoriesOf(user)}
        value={factory}
        onChange={(next) => {
          setRunId(null);
          void navigate({ search: { factory: next } });
        }}
      />

      {plan.isPending ? (
        <SectionLoader label={t('plan.loading')} />
      ) : plan.isError ? (
        <LoadFailed
          title={t('plan.loadFailed')}
          error={plan.error}
          onRetry={() => plan.refetch()}
          retrying={plan.isFetching}
        />
      ) : plan.data.machines.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" role="status">
          <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
            <IconCalendarTime size={24} />
          </ThemeIcon>
          <Text fw={600}>{t('plan.noMachinesTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={440}>
            {keepsMachines ? t('plan.noMachinesKeeper') : t('plan.noMachinesProducer')}
          </Text>
          {keepsMachines ? (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/production/machines" search={{ factory }} />
              )}
            >
              {t('plan.addMachines')}
            </Anchor>
          ) : null}
        </Stack>
      ) : (
        <>
          <PlanSummary plan={plan.data} onReplan={doReplan} replanning={replan.isPending} />
          {replanError ? (
            <Alert color="red" role="alert">
              {replanError}
            </Alert>
          ) : null}
          <ScanBox factory={factory} onStarted={setRunId} />
          <PlanTimeline plan={plan.data} selectedRunId={runId} onOpenRun={setRunId} />
          <UnplacedUnits units={plan.data.unplaced} />
          <EstimateAccuracy plan={plan.data} />
        </>
      )}

      {open ? (
        <RunDrawer
          factory={factory}
          run={open.run}
          machine={open.machine}
          onClose={() => setRunId(null)}
        />
      ) : null}
    </Stack>
  );
}
