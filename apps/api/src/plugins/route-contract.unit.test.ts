import { errorMessages } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorStatusesOf, strictQuerystring } from './route-contract.ts';

describe('strictQuerystring', () => {
  const refusedKeys = (schema: z.ZodType, query: Record<string, unknown>) =>
    schema
      .safeParse(query)
      .error?.issues.filter((issue) => issue.code === 'unrecognized_keys')
      .map((issue) => ({ keys: (issue as { keys: string[] }).keys, message: issue.message }));

  it('refuses what a zod object does not declare, in the shared words', () => {
    const schema = strictQuerystring(z.object({ page: z.coerce.number() }), 'GET /x');
    expect(schema.safeParse({ page: '2' }).success).toBe(true);
    expect(refusedKeys(schema, { page: '2', _: '1' })).toEqual([
      { keys: ['_'], message: errorMessages.unknownParameter },
    ]);
  });

  it('gives a route without a querystring an empty one', () => {
    const schema = strictQuerystring(undefined, 'GET /x');
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ a: '1' }).success).toBe(false);
  });

  it('keeps an object that says what it does with unknown keys', () => {
    const loose = z.looseObject({ shop: z.string() });
    expect(strictQuerystring(loose, 'GET /x')).toBe(loose);
  });

  it('closes the object of a transform or a preprocess', () => {
    const transformed = strictQuerystring(
      z.object({ ids: z.string() }).transform(({ ids }) => ids.split(',')),
      'GET /x',
    );
    expect(transformed.parse({ ids: '1,2' })).toEqual(['1', '2']);
    expect(refusedKeys(transformed, { ids: '1', b: '2' })?.[0]?.keys).toEqual(['b']);
    const preprocessed = strictQuerystring(
      z.preprocess((value) => value, z.object({ a: z.string() })),
      'GET /x',
    );
    expect(preprocessed.safeParse({ a: 'x', b: 'y' }).success).toBe(false);
  });

  it('will not guess at any other schema', () => {
    expect(() => strictQuerystring(z.union([z.object({}), z.object({})]), 'GET /x')).toThrow(
      'GET /x',
    );
  });
});

describe('errorStatusesOf', () => {
  it('lists what a public read can answer', () => {
    expect(
      errorStatusesOf({ method: 'GET', url: '/api/catalogs', config: { access: 'public' } }),
    ).toEqual([400, 429, 500, 503]);
  });

  it('adds sign-in, roles, records, bodies and Idempotency-Key where they apply', () => {
    const route = {
      method: 'POST',
      url: '/api/orders/:id/pay',
      config: { access: ['seller' as const], idempotent: true },
    };
    expect(errorStatusesOf(route)).toEqual([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503]);
  });

  it('leaves 429 out where the rate limit does not apply', () => {
    const route = { method: 'GET', url: '/api/files/*', config: { rateLimit: false } };
    expect(errorStatusesOf(route)).not.toContain(429);
  });
});
