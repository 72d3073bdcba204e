import { type Role, roles } from '@stitchworks/shared/enums/roles';
import {
  type Factory,
  factories,
  type UserStatus,
  userStatuses,
} from '@stitchworks/shared/enums/users';

/** The users list's filters and page, kept in the URL (`/user?status=locked&page=2`). */
export type UserListSearch = {
  page?: number | undefined;
  status?: UserStatus | undefined;
  email?: string | undefined;
  factory?: Factory | undefined;
  role?: Role | undefined;
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

/** Reads the search params, dropping anything unknown or empty, so a bad link still opens. */
export function validateUserListSearch(search: Record<string, unknown>): UserListSearch {
  const page = Number(search.page);
  const email = typeof search.email === 'string' ? search.email.trim() : '';
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status: oneOf(userStatuses, search.status),
    email: email ? email.slice(0, 255) : undefined,
    factory: oneOf(factories, search.factory),
    role: oneOf(roles, search.role),
  };
}
