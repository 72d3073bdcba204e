import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProductionItem, ProductionUnit } from '@stitchworks/shared';
import { IconArrowBackUp, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDoneStepOf } from '../../production-steps';
import { UnitSteps } from '../unit-steps';
import { CompleteItemButton } from './complete-item-button';
import { UndoStepDialog } from './undo-step-dialog';

type Props = {
  item: ProductionItem;
  /** The unit of `?unit=N`, marked in the list. */
  scannedUnit: number | undefined;
  onMark: (unit: ProductionUnit) => void;
  /** The unit being marked now. */
  markingUnit: number | undefined;
  canUndo: boolean;
  canComplete: boolean;
};

/** Every unit with the steps it has done; a button for its next step, and a manager's undo. */
export function UnitsList({ item, scannedUnit, onMark, markingUnit, canUndo, canComplete }: Props) {
  const { t } = useTranslation('production');
  const [undoing, setUndoing] = useState<ProductionUnit | null>(null);
  const undoStep = undoing ? lastDoneStepOf(undoing) : null;

  return (
    <Card component="section" aria-labelledby="units-title" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="units-title">
            {t('units.title')}
          </Title>
          {canComplete ? <CompleteItemButton item={item} /> : null}
        </Group>
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {item.units.map((unit) => {
            const scanned = unit.unit === scannedUnit;
            const done = lastDoneStepOf(unit);
            return (
              <Stack
                component="li"
                key={unit.unit}
                gap={6}
                py="sm"
                px={scanned ? 'sm' : 0}
                bg={scanned ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                aria-current={scanned ? 'true' : undefined}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap={8}>
                    <Text fw={700}>{t('units.unit', { unit: unit.unit })}</Text>
                    {scanned ? (
                      <Badge size="sm" radius="sm" variant="filled">
                        {t('units.scanned')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Group gap={6} wrap="wrap">
                    {item.canScan && unit.next ? (
                      <Button
                        size="sm"
                        variant={scanned ? 'filled' : 'light'}
                        leftSection={<IconChecks size={16} aria-hidden />}
                        loading={markingUnit === unit.unit}
                        disabled={markingUnit !== undefined && markingUnit !== unit.unit}
                        onClick={() => onMark(unit)}
                        aria-label={t('units.markUnit', {
                          action: t(`markStep.${unit.next}`),
                          unit: unit.unit,
                        })}
                      >
                        {t(`markStep.${unit.next}`)}
                      </Button>
                    ) : null}
                    {canUndo && done ? (
                      <Button
                        size="sm"
                        variant="subtle"
                        color="red"
                        leftSection={<IconArrowBackUp size={16} aria-hidden />}
                        onClick={() => setUndoing(unit)}
                        aria-label={t('units.undoUnit', { unit: unit.unit })}
                      >
                        {t('units.undo')}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
                <UnitSteps unit={unit} />
              </Stack>
            );
          })}
        </Stack>
      </Stack>
      {undoing && undoStep ? (
        <UndoStepDialog
          itemId={item.id}
          unit={undoing.unit}
          step={undoStep}
          onClose={() => setUndoing(null)}
        />
      ) : null}
    </Card>
  );
}
