/** A duration in its two largest units: days and hours, hours and minutes, or minutes. */
export type DurationParts =
  | { unit: 'dh'; d: number; h: number }
  | { unit: 'hm'; h: number; m: number }
  | { unit: 'm'; m: number };

export function durationParts(seconds: number): DurationParts {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(minutes / 60);
  if (hours >= 24) return { unit: 'dh', d: Math.floor(hours / 24), h: hours % 24 };
  if (hours >= 1) return { unit: 'hm', h: hours, m: minutes % 60 };
  return { unit: 'm', m: minutes };
}
