import { ColorSwatch, Group, Tooltip } from '@mantine/core';
import type { CatalogColor } from '@stitchworks/shared';

/** A catalog's colours as small dots, each named on hover. */
export function ColorSwatches({ colors, size = 14 }: { colors: CatalogColor[]; size?: number }) {
  return (
    <Group gap={4}>
      {colors.map((color) => (
        <Tooltip key={color.name} label={color.name}>
          {/* An image named by its colour: a plain element may not carry a name (ARIA). */}
          <ColorSwatch color={color.hex} size={size} role="img" aria-label={color.name} />
        </Tooltip>
      ))}
    </Group>
  );
}
