import { z } from 'zod';
import { errorMessages, validationMessages as m } from '../messages.ts';

/** Answers are wrapped in `data`, as the spec's calls read them (`data.privateToken`). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** Paging of a list query: page numbers start at 1 (spec 01 §9); each list picks its page size. */
export const pageFields = (defaultLimit = 10) => ({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
});

export const amountMessages = { positive: 'The amount must be greater than 0' } as const;

/** Text no field may hold: NUL everywhere (the database cannot store it), control characters in names. */
export const textMessages = {
  forbiddenCharacter: 'This field contains a character that is not allowed',
} as const;

/** Control characters (CR, LF, tab…), bidirectional overrides and line separators. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/**
 * True for text free of control characters: a name is shown in mails, lists and documents, where
 * a line break or a direction override could forge what follows it.
 */
export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);
/** A person's name: 1 to 100 characters, none of them a control character. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, m.required)
  .max(100, m.max)
  .refine(hasNoControlCharacters, textMessages.forbiddenCharacter);

/**
 * A plain decimal written out: digits, an optional point and more digits, an optional minus.
 * `Number()` alone would also read "0x10" as 16, "1e3" as 1000 and "Infinity".
 */
const PLAIN_DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** A number, or one written out as a plain decimal (as a form or a CSV cell sends it), checked by `schema`. */
export const plainNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && PLAIN_DECIMAL.test(value.trim()) ? Number(value) : value,
    schema,
  );

/**
 * Whether dollars are a whole number of cents (at most two decimals, up to float noise such as
 * 0.1 + 0.2), and not an amount that rounds to no cent at all: `1e-9` or `5e-324` would pass the
 * decimals check, become 0 cents and break the database's checks. 0 itself is 0 cents.
 */
export const isWholeCents = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 &&
  (value === 0 || Math.round(Math.abs(value) * 100) >= 1);

/** An amount of money in dollars: more than 0, at most `max`, at most two decimals. */
export const positiveDollarsSchema = (max: number) =>
  plainNumber(
    z
      .number({ error: (issue) => (issue.input == null ? m.required : m.double) })
      .gt(0, amountMessages.positive)
      .max(max, m.max)
      .refine(isWholeCents, { error: m.double }),
  );

/** A moment as unix seconds, as list filters send the start and end of a day (spec/README 8). */
export const unixSecondsSchema = z.coerce.number().int().min(0).max(32_503_680_000);

/** Largest id a PostgreSQL integer column holds; ids above it are refused as not found-able. */
export const MAX_ID = 2_147_483_647;
/**
 * A database id in a path, a query or a body: a whole number from 1 to MAX_ID, or one written out
 * in digits. "1e0", "0x10", `true` and `[2]` are not ids.
 */
export const idSchema = plainNumber(z.number().int().min(1).max(MAX_ID));
export const idParamsSchema = z.object({ id: idSchema });

/**
 * The optional `Idempotency-Key` header of money-moving POSTs: the same key and body within 24
 * hours answer the first answer again, with no second effect (docs/api.md).
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, m.required)
    .max(255, m.max)
    .regex(/^[\x21-\x7e]+$/, errorMessages.idempotencyKeyFormat)
    .optional(),
});
