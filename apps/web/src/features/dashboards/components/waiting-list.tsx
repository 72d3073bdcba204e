import { List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type WaitingEntry = {
  key: string;
  count: number;
  link: (text: string) => ReactNode;
  text: string;
};

/** A list of what waits, each entry a link to where it is handled; entries at zero are left out. */
export function WaitingList({ entries }: { entries: WaitingEntry[] }) {
  const { t } = useTranslation('dashboards');
  const shown = entries.filter((entry) => entry.count > 0);
  if (shown.length === 0) return <Text c="dimmed">{t('waiting.none')}</Text>;
  return (
    <List spacing="xs" data-testid="waiting-list">
      {shown.map((entry) => (
        <List.Item key={entry.key}>{entry.link(entry.text)}</List.Item>
      ))}
    </List>
  );
}
