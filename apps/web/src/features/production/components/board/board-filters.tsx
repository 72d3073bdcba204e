import { Button, Checkbox, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { boardStages, factories } from '@stitchworks/shared';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_DEBOUNCE_MS } from '../../../../components/form/keyword-input';
import { cleanKeyword, type ProductionBoardFilters } from '../../production-board-search';

/** Typing pauses this long before the board asks the server. */

type Props = {
  filters: ProductionBoardFilters;
  onChange: (next: ProductionBoardFilters, options?: { replace?: boolean }) => void;
};

/** Factory, stage, overdue and keyword; each change goes to the URL (page back to 1). */
export function BoardFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('production');
  const [text, setText] = useState(filters.keyword ?? '');
  const applied = useRef(filters.keyword);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  // The URL changed by itself (back button, "Clear filters"): show its keyword.
  useEffect(() => {
    if (filters.keyword === applied.current) return;
    applied.current = filters.keyword;
    setText(filters.keyword ?? '');
  }, [filters.keyword]);

  useEffect(() => {
    const keyword = cleanKeyword(text);
    if (keyword === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = keyword;
      latest.current.onChange({ ...latest.current.filters, keyword }, { replace: true });
    }, KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const hasFilters = Object.values(filters).some((value) => value !== undefined);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('board.keyword')}
        placeholder={t('board.keywordPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t('board.clearKeyword')}
              onClick={() => setText('')}
            />
          ) : null
        }
        w={{ base: '100%', xs: 280 }}
      />
      <Select
        label={t('board.factory')}
        placeholder={t('board.allFactories')}
        data={factories.map((value) => ({ value, label: t(`factories.${value}`) }))}
        value={filters.factory ?? null}
        onChange={(value) =>
          onChange({
            ...filters,
            factory: (value as ProductionBoardFilters['factory']) ?? undefined,
          })
        }
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('board.columns.stage')}
        placeholder={t('board.allStages')}
        data={boardStages.map((value) => ({ value, label: t(`stages.${value}`) }))}
        value={filters.stage ?? null}
        onChange={(value) =>
          onChange({ ...filters, stage: (value as ProductionBoardFilters['stage']) ?? undefined })
        }
        clearable
        w={{ base: '100%', xs: 180 }}
      />
      <Checkbox
        label={t('board.overdueOnly')}
        checked={filters.overdue === true}
        onChange={(event) =>
          onChange({ ...filters, overdue: event.currentTarget.checked ? true : undefined })
        }
        mb={8}
      />
      {hasFilters ? (
        <Button variant="subtle" size="sm" onClick={() => onChange({})}>
          {t('board.clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
