import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Machine } from '@stitchworks/shared';
import { IconNeedleThread, IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { SectionLoader } from '../../components/ui/section-loader';
import { useMachines } from '../../features/machine-plan/api/get-machines';
import { usePlanSettings } from '../../features/machine-plan/api/get-plan-settings';
import { DeleteMachineModal } from '../../features/machine-plan/components/delete-machine-modal';
import { FactorySelect } from '../../features/machine-plan/components/factory-select';
import { MachineFormModal } from '../../features/machine-plan/components/machine-form-modal';
import { MachinesTable } from '../../features/machine-plan/components/machines-table';
import { PlanSettingsForm } from '../../features/machine-plan/components/plan-settings-form';
import { chosenFactory, factoriesOf } from '../../features/machine-plan/machine-plan-search';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

type Editing = { kind: 'form'; machine: Machine | null } | { kind: 'delete'; machine: Machine };

/**
 * /production/machines (admin, manager): a factory's embroidery machines — add, change, remove —
 * and the times its plan's estimates use.
 */
export function MachinesPage() {
  const { t } = useTranslation('machinePlan');
  usePageTitle('machinePlan:machines.title');
  const user = useCurrentUser();
  const search = useSearch({ from: '/shell/production/machines' });
  const navigate = useNavigate({ from: '/production/machines' });
  const factory = chosenFactory(user, search.factory);
  const machines = useMachines(factory);
  const settings = usePlanSettings(factory);
  const [editing, setEditing] = useState<Editing | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('machines.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('machines.description')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ kind: 'form', machine: null })}
        >
          {t('machines.addTitle')}
        </Button>
      </Group>
      <FactorySelect
        factories={factoriesOf(user)}
        value={factory}
        onChange={(next) => void navigate({ search: { factory: next } })}
      />

      <Stack gap="sm" component="section" aria-labelledby="machines-list-title">
        <Title order={2} size="h4" id="machines-list-title">
          {t('machines.listTitle', { factory: t(`factory.names.${factory}`) })}
        </Title>
        {machines.isPending ? (
          <SectionLoader label={t('machines.loading')} />
        ) : machines.isError ? (
          <LoadFailed
            title={t('machines.loadFailed')}
            error={machines.error}
            onRetry={() => machines.refetch()}
            retrying={machines.isFetching}
          />
        ) : machines.data.length === 0 ? (
          <Stack align="center" gap="xs" py="xl" role="status">
            <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
              <IconNeedleThread size={24} />
            </ThemeIcon>
            <Text fw={600}>{t('machines.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              {t('machines.emptyBody')}
            </Text>
          </Stack>
        ) : (
          <MachinesTable
            machines={machines.data}
            onEdit={(machine) => setEditing({ kind: 'form', machine })}
            onDelete={(machine) => setEditing({ kind: 'delete', machine })}
          />
        )}
      </Stack>

      {settings.isPending ? (
        <SectionLoader label={t('settings.loading')} />
      ) : settings.isError ? (
        <LoadFailed
          title={t('settings.loadFailed')}
          error={settings.error}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <PlanSettingsForm key={factory} settings={settings.data} />
      )}

      {editing?.kind === 'form' ? (
        <MachineFormModal
          factory={factory}
          machine={editing.machine}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <DeleteMachineModal machine={editing.machine} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
