import type { MantineColor } from '@mantine/core';

/**
 * Text colours readable (WCAG AA 4.5:1) on white and on a light tint of their hue: Mantine's
 * light badges print yellow, orange and green text at 2.8–4.0:1.
 */
const textOn: Record<string, string> = {
  yellow: '#7c4a03',
  orange: '#a93d00',
  green: '#22713a',
  teal: '#087f5b',
  red: 'red.9',
  grape: 'grape.9',
  violet: 'violet.9',
  blue: 'blue.9',
  cyan: 'cyan.9',
  gray: 'gray.9',
};

/** `<Badge variant="light" {...readableBadge('yellow')}>`. */
export function readableBadge(color: MantineColor): { color: MantineColor; c: string } {
  return { color, c: textOn[color] ?? 'dark.9' };
}
