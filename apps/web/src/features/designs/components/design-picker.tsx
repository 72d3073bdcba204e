import { Box, Group, Image, Select, Text } from '@mantine/core';
import type { Design } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { useDesigns } from '../api/get-designs';

export type DesignPickerProps = {
  label: string;
  value: number | null;
  onChange: (designId: number | null) => void;
  error?: string | undefined;
};

/** Chooses one of the seller's designs (the newest 100), showing each one's thumbnail. */
export function DesignPicker({ label, value, onChange, error }: DesignPickerProps) {
  const { t } = useTranslation('designs');
  const designs = useDesigns({ page: 1, limit: 100 });
  const rows: Design[] = designs.data?.rows ?? [];
  const byId = new Map(rows.map((design) => [String(design.id), design]));
  const selected = value ? byId.get(String(value)) : undefined;
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      {selected ? (
        <Image
          src={selected.imageUrl.small}
          alt=""
          w={56}
          h={56}
          fit="contain"
          bg="gray.1"
          radius="sm"
        />
      ) : (
        <Box
          w={56}
          h={56}
          bg="gray.1"
          style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
        />
      )}
      <Select
        flex={1}
        label={label}
        placeholder={designs.isPending ? t('picker.loading') : t('picker.placeholder')}
        data={rows.map((design) => ({
          value: String(design.id),
          label: `${design.name} (#${design.id})`,
        }))}
        value={value ? String(value) : null}
        onChange={(next) => onChange(next ? Number(next) : null)}
        searchable
        clearable
        nothingFoundMessage={t('picker.none')}
        error={error ?? (designs.isError ? t('library.loadFailed') : undefined)}
        renderOption={({ option }) => (
          <Group gap="sm" wrap="nowrap">
            <Image
              src={byId.get(option.value)?.imageUrl.small}
              alt=""
              w={32}
              h={32}
              fit="contain"
            />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
      />
    </Group>
  );
}
