import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import type { CatalogPosition } from '@stitchworks/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DesignImageValues, newDesignImage } from './order-form-values';

/** The schema's limit of design images on one row. */
const MAX_IMAGES = 7;

/**
 * The design images of a catalog-blank row: a http(s) link and a location each, and on
 * embroidery catalogs the name and applique options (an applique also needs fabric and outline).
 */
export function DesignImageFields({
  images,
  positions,
  embroidery,
  inputProps,
  onChange,
  error,
}: {
  images: DesignImageValues[];
  positions: readonly CatalogPosition[];
  embroidery: boolean;
  /** Input props of `designImages.<path>` of this row. */
  inputProps: (path: string, options?: GetInputPropsOptions) => GetInputPropsReturnType;
  onChange: (images: DesignImageValues[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('orderForm');
  const limit = Math.min(MAX_IMAGES, Math.max(positions.length, 1));
  const unused = positions.find((position) => !images.some((image) => image.location === position));
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('items.designs')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('items.designsHint')}
        </Text>
      </div>
      {images.map((image, index) => {
        const number = index + 1;
        return (
          <Stack key={image.key} gap={6} data-testid="design-image">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('items.imageUrl', { number })}
                placeholder="https://"
                type="url"
                required
                {...inputProps(`${index}.imageUrl`)}
              />
              <Select
                w={150}
                label={t('items.location', { number })}
                required
                allowDeselect={false}
                data={positions.map((value) => ({ value, label: t(`positions.${value}`) }))}
                {...inputProps(`${index}.location`)}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={t('items.removeImage', { number })}
                disabled={images.length === 1}
                onClick={() => onChange(images.filter((other) => other.key !== image.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {embroidery && (
              <Group gap="xs" align="flex-end" wrap="wrap" pl="xs">
                <TextInput
                  size="xs"
                  w={160}
                  label={t('items.emb.name')}
                  {...inputProps(`${index}.emb.name`)}
                />
                <Checkbox
                  size="xs"
                  mb={6}
                  label={t('items.emb.applique')}
                  {...inputProps(`${index}.emb.applique`, { type: 'checkbox' })}
                />
                {image.emb.applique && (
                  <>
                    <TextInput
                      size="xs"
                      w={140}
                      required
                      label={t('items.emb.fabric')}
                      {...inputProps(`${index}.emb.fabric`)}
                    />
                    <TextInput
                      size="xs"
                      w={140}
                      required
                      label={t('items.emb.outline')}
                      {...inputProps(`${index}.emb.outline`)}
                    />
                  </>
                )}
              </Group>
            )}
          </Stack>
        );
      })}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {images.length < limit && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...images, newDesignImage(unused ?? null)])}
          >
            {t('items.addImage')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
