import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ProductionItem, ProductionUnit } from '@stitchworks/shared';
import { IconCircleCheck, IconInfoCircle, IconNeedleThread } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isItemDone } from '../../production-steps';
import { UnitSteps } from '../unit-steps';

type Props = {
  item: ProductionItem;
  /** The unit of `?unit=N`, when the item has it. */
  unit: ProductionUnit | undefined;
  requestedUnit: number | undefined;
  onMark: (unit: ProductionUnit) => void;
  marking: boolean;
};

/**
 * The scanned unit, big: its steps and ONE primary button for its next step. One tap marks it;
 * the answer updates the page, so the button then offers the step after (or says it is done).
 */
export function ScanPanel({ item, unit, requestedUnit, onMark, marking }: Props) {
  const { t } = useTranslation('production');

  if (requestedUnit !== undefined && !unit) {
    return (
      <Alert color="orange" icon={<IconInfoCircle size={18} aria-hidden />} role="alert">
        {t('scan.unitNotFound', { unit: requestedUnit })}
      </Alert>
    );
  }
  if (!unit) {
    if (isItemDone(item.units)) return <DoneNotice text={t('scan.itemDone')} />;
    return item.canScan ? (
      <Text size="sm" c="dimmed">
        {t('scan.chooseUnit')}
      </Text>
    ) : null;
  }

  return (
    <Card
      component="section"
      aria-labelledby="scanned-unit-title"
      withBorder
      padding="md"
      style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t('scan.regionLabel')}
          </Text>
          <Title order={2} id="scanned-unit-title" size="h2">
            {t('scan.unitOf', { unit: unit.unit, quantity: item.quantity })}
          </Title>
        </Stack>
        <UnitSteps unit={unit} />
        {unit.next === null ? (
          <DoneNotice text={t('scan.unitDone')} />
        ) : item.canScan ? (
          <Button
            size="xl"
            fullWidth
            h="auto"
            mih={72}
            py="sm"
            fz={20}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
            leftSection={<IconNeedleThread size={28} aria-hidden />}
            loading={marking}
            loaderProps={{ 'aria-label': t('scan.marking') } as object}
            onClick={() => onMark(unit)}
            data-autofocus
          >
            {t(`markStep.${unit.next}`)}
          </Button>
        ) : (
          <Stack gap={4}>
            <Text fw={600}>{t('scan.nextStep', { step: t(`steps.${unit.next}`) })}</Text>
            <Text size="sm" c="dimmed">
              {t('scan.readOnly')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function DoneNotice({ text }: { text: string }) {
  return (
    <Group gap="sm" wrap="nowrap" role="status">
      <ThemeIcon size={40} radius="xl" color="green.8" aria-hidden>
        <IconCircleCheck size={26} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {text}
      </Text>
    </Group>
  );
}
