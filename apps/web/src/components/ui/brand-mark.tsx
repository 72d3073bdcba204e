import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import { IconNeedleThread } from '@tabler/icons-react';

export function BrandMark({ size = 48, ...props }: Omit<ThemeIconProps, 'children'>) {
  const iconSize = typeof size === 'number' ? Math.round(size * 0.6) : '60%';
  return (
    <ThemeIcon size={size} radius="md" variant="filled" aria-hidden {...props}>
      <IconNeedleThread size={iconSize} stroke={1.75} />
    </ThemeIcon>
  );
}
