import { Badge, Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { type BoardStage, boardStages } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';

type Props = {
  stages: Partial<Record<BoardStage, number>> | undefined;
  overdue: number | undefined;
  stage: BoardStage | undefined;
  overdueOnly: boolean;
  onStage: (stage: BoardStage | undefined) => void;
  onOverdue: (on: boolean) => void;
};

/**
 * The count of items at each stage, and of overdue ones, as buttons: a click filters the board to
 * that stage (again: every stage). The pressed state is announced, not only coloured.
 */
export function BoardStageFilter({
  stages,
  overdue,
  stage,
  overdueOnly,
  onStage,
  onOverdue,
}: Props) {
  const { t } = useTranslation('production');
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 4, md: 7 }}
      spacing="xs"
      role="group"
      aria-label={t('board.stagesLabel')}
    >
      {boardStages.map((value) => {
        const count = stages?.[value];
        const pressed = stage === value;
        return (
          <StageButton
            key={value}
            label={t(`stages.${value}`)}
            count={count}
            pressed={pressed}
            color={value === 'hold' ? 'red' : undefined}
            ariaLabel={t('board.stageCount', { stage: t(`stages.${value}`), count: count ?? 0 })}
            onClick={() => onStage(pressed ? undefined : value)}
          />
        );
      })}
      <StageButton
        label={t('board.overdue')}
        count={overdue}
        pressed={overdueOnly}
        color="orange"
        ariaLabel={t('board.overdueCount', { count: overdue ?? 0 })}
        onClick={() => onOverdue(!overdueOnly)}
      />
    </SimpleGrid>
  );
}

function StageButton(props: {
  label: string;
  count: number | undefined;
  pressed: boolean;
  color: 'red' | 'orange' | undefined;
  ariaLabel: string;
  onClick: () => void;
}) {
  const { label, count, pressed, color } = props;
  return (
    <UnstyledButton onClick={props.onClick} aria-pressed={pressed} aria-label={props.ariaLabel}>
      <Card
        padding="xs"
        withBorder
        style={{
          borderColor: pressed ? 'var(--mantine-primary-color-filled)' : undefined,
          borderWidth: pressed ? 2 : 1,
          background: pressed ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" lineClamp={1}>
          {label}
        </Text>
        <Text fz={24} fw={800} lh={1.2}>
          {count ?? '–'}
        </Text>
        {color && (count ?? 0) > 0 ? (
          <Badge
            size="xs"
            radius="sm"
            variant="light"
            color={color}
            c={color === 'red' ? 'red.9' : '#a93d00'}
            aria-hidden
          >
            !
          </Badge>
        ) : null}
      </Card>
    </UnstyledButton>
  );
}
