import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A user's TOTP factor (RFC 6238). The secret is sealed with the secret box (lib/secret-box.ts);
 * `enabledAt` is null while an enrolment waits for its first code. `lastUsedStep` is the 30-second
 * step of the last code accepted: a code of that step or an earlier one is refused, so each code
 * works once.
 */
export const userTwoFactors = pgTable('user_two_factors', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as argon2id hashes; a used code keeps its row, marked used. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second step is still due: the opaque token the
 * sign-in answered, stored hashed. It is no access token: only the second step accepts it.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('two_factor_challenges_token_hash_key').on(t.tokenHash),
    index('two_factor_challenges_expires_idx').on(t.expiresAt),
  ],
);
