/**
 * Values for a JSON schema of the OpenAPI document: one that passes it (as far as a schema can
 * say), and variants where exactly one leaf holds a value PostgreSQL refuses although the
 * schema may let it through: an integer past 2^31 - 1, a text with a NUL character.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
};

/** Past the largest PostgreSQL integer, and past every safe integer check but JavaScript's own. */
export const HOSTILE_NUMBERS = [2_147_483_648, 9_007_199_254_740_991, -2_147_483_649];
export const NUL_TEXT = 'a\u0000b';

export type Resolver = (schema: JsonSchema) => JsonSchema;

/** Resolves `#/components/schemas/...` references against the document. */
export function resolverFor(document: { components?: { schemas?: Record<string, JsonSchema> } }) {
  const resolve: Resolver = (schema) => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolved ${schema.$ref}`);
    return resolve(target);
  };
  return resolve;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
};

const options = (schema: JsonSchema) =>
  (schema.anyOf ?? schema.oneOf ?? []).filter((option) => option.type !== 'null');

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'walker@example.test';
  if (schema.format === 'date-time') return new Date(0).toISOString();
  if (schema.format === 'date') return '2024-01-01';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/a';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const length = Math.max(schema.minLength ?? 0, 3);
  const candidates = ['abc', 'ABC', '123', 'a-b', 'AB12', 'a'.repeat(length), '1'.repeat(length)];
  if (!schema.pattern) return 'a'.repeat(length);
  const pattern = new RegExp(schema.pattern, 'u');
  return candidates.find((candidate) => pattern.test(candidate)) ?? 'a'.repeat(length);
}

function sampleNumber(schema: JsonSchema): number {
  const floor = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
  return Math.min(Math.max(1, Math.ceil(floor)), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

/** A value the schema accepts, leaving optional properties out. */
export function sampleValue(raw: JsonSchema, resolve: Resolver): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const [first] = options(schema);
  if (first) return sampleValue(first, resolve);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part, resolve)));
  }
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (property) value[name] = sampleValue(property, resolve);
      }
      return value;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sampleValue(item, resolve));
      const item = schema.items ? sampleValue(schema.items, resolve) : 'a';
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => item);
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    default:
      return 'a';
  }
}

/** The hostile values of one leaf: numbers past the integer column, text with NUL. */
function hostileLeaves(schema: JsonSchema): unknown[] {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return HOSTILE_NUMBERS;
    case 'string':
      if (schema.format === 'email') return ['a\u0000b@example.test'];
      return [NUL_TEXT, `${NUL_TEXT}${'a'.repeat(Math.max(0, (schema.minLength ?? 0) - 3))}`];
    default:
      return [];
  }
}

/** Values of the schema with exactly one leaf hostile (and, as text, numbers sent as strings). */
export function hostileValues(raw: JsonSchema, resolve: Resolver, depth = 0): unknown[] {
  const schema = resolve(raw);
  if (depth > 6 || schema.const !== undefined || schema.enum) return [];
  const choices = options(schema);
  if (choices.length > 0)
    return choices.flatMap((choice) => hostileValues(choice, resolve, depth + 1));
  if (schema.allOf) {
    const base = sampleValue(schema, resolve) as Record<string, unknown>;
    return schema.allOf.flatMap((part) =>
      hostileValues(part, resolve, depth + 1).map((value) => ({ ...base, ...(value as object) })),
    );
  }
  switch (typeOf(schema)) {
    case 'object': {
      const base = sampleValue(schema, resolve) as Record<string, unknown>;
      return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
        hostileValues(property, resolve, depth + 1).map((value) => ({ ...base, [name]: value })),
      );
    }
    case 'array': {
      const items = schema.prefixItems ?? (schema.items ? [schema.items] : []);
      const sample = items.map((item) => sampleValue(item, resolve));
      return items.flatMap((item, index) =>
        hostileValues(item, resolve, depth + 1).map((value) => {
          const copy = [...sample];
          copy[index] = value;
          return copy;
        }),
      );
    }
    default:
      return hostileLeaves(schema);
  }
}
