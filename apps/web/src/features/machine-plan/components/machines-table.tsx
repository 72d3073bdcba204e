import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Machine } from '@stitchworks/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { formatNumber } from '../../../lib/format';
import { MachineStateBadge } from './machine-state-badge';
import { NeedleSwatches } from './needle-swatches';

type Props = {
  machines: Machine[];
  onEdit: (machine: Machine) => void;
  onDelete: (machine: Machine) => void;
};

/** The factory's machines: heads, hoop, speed, state and thread colours, each with its actions. */
export function MachinesTable({ machines, onEdit, onDelete }: Props) {
  const { t } = useTranslation('machinePlan');
  return (
    <ScrollTable label={t('machines.tableLabel')} minWidth={720}>
      <Table striped highlightOnHover>
        <VisuallyHidden component="caption">{t('machines.tableLabel')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('machines.columns.name')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('machines.columns.heads')}
            </Table.Th>
            <Table.Th scope="col">{t('machines.columns.hoop')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('machines.columns.speed')}
            </Table.Th>
            <Table.Th scope="col">{t('machines.columns.state')}</Table.Th>
            <Table.Th scope="col">{t('machines.columns.needles')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('machines.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {machines.map((machine) => (
            <Table.Tr key={machine.id}>
              <Table.Th scope="row" fw={600}>
                {machine.name}
              </Table.Th>
              <Table.Td ta="right">{formatNumber(machine.heads)}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('machines.hoopSize', {
                    width: machine.hoopWidthMm,
                    height: machine.hoopHeightMm,
                  })}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('machines.speedValue', { speed: formatNumber(machine.speedSpm) })}
              </Table.Td>
              <Table.Td>
                <MachineStateBadge state={machine.state} />
              </Table.Td>
              <Table.Td>
                <NeedleSwatches needles={machine.needles} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('machines.edit', { name: machine.name })}
                    onClick={() => onEdit(machine)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t('machines.deleteLabel', { name: machine.name })}
                    onClick={() => onDelete(machine)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
