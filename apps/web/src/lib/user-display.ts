import type { UserStatus } from '@stitchworks/shared';

/**
 * The letters of a user's avatar, the same in the header and on the profile: the first letters of
 * the first and last words of the name ('Jane van Doe' → 'JD'), the first two letters of a one-word
 * name ('Stitch' → 'ST'), '?' for a blank one.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.at(-1) ?? first;
  const letters =
    words.length > 1
      ? [...first].slice(0, 1).concat([...last].slice(0, 1))
      : [...first].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

/** What an account's one badge says: a disabled account is 'disabled' whatever its status. */
export type AccountStanding = UserStatus | 'disabled';

export function accountStanding(user: {
  status: UserStatus;
  meta: { disabled?: boolean };
}): AccountStanding {
  return user.meta.disabled ? 'disabled' : user.status;
}

/** The badge colour of each standing. */
export const standingColor: Record<AccountStanding, string> = {
  active: 'green',
  inactive: 'gray',
  locked: 'red',
  disabled: 'orange',
};
