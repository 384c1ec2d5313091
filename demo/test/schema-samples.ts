// Values generated from the contract's schemas: a valid sample, and values that violate a schema.
import fc from 'fast-check';
import type { JsonSchema } from '../contract/openapi';

/** Valid strings for the patterns the contract uses. */
const PATTERN_SAMPLES: Record<string, string> = {
  '^[0-9]{9}$': '100000001',
  '^scryptsha1\\$[0-9a-f]{64}$': `scryptsha1$${'0'.repeat(64)}`,
  '^[A-Za-z]+(?:/[A-Za-z0-9_+-]+)*$': 'Europe/Paris',
  '^[A-Za-z0-9-]*$': 'MACHINE-1',
  '\\S': 'Zone',
  '^[0-9]{4,12}$': '1234',
  '^[A-Z]{2}$': 'FR',
  '^\\+?[0-9 ()-]{3,32}$': '+33 1 23 45 67 89',
  '^stuns?:': 'stun:stun.example.com',
  '^turns?:': 'turn:turn.example.com',
};

const FORMAT_SAMPLES: Record<string, string> = {
  date: '2030-01-15',
  'date-time': '2030-01-15T10:00:00.000Z',
  uuid: '7d9b6a10-5c9e-4f1e-9a43-1b2c3d4e5f60',
  email: 'someone@example.org',
};

/** A value that the schema accepts (enough of one for the contract's own schemas). */
export function sample(schema: JsonSchema): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.oneOf)) return sample(schema.oneOf[0] as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sample(properties[name] ?? {})]));
    }
    case 'array':
      return schema.minItems ? [sample(schema.items as JsonSchema)] : [];
    case 'integer':
    case 'number':
      return (schema.minimum as number | undefined) ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (typeof schema.pattern === 'string') return PATTERN_SAMPLES[schema.pattern] ?? 'x';
      if (typeof schema.format === 'string') return FORMAT_SAMPLES[schema.format] ?? 'x';
      return 'x'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1));
    default:
      return 'x';
  }
}

const BY_TYPE: Record<string, unknown[]> = {
  string: [42, true, { a: 1 }, [1]],
  integer: ['seven', 1.5, true, { a: 1 }],
  number: ['seven', true, [1]],
  boolean: ['yes', 1, { a: 1 }],
  object: ['text', 7, [1, 2]],
  array: ['text', 7, { a: 1 }],
};

/** JSON values of another type than the schema's (empty when the schema has no single type). */
export function wrongTypeValues(schema: JsonSchema): unknown[] {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(Boolean) as string[];
  if (types.length === 0) return [];
  const candidates = [...new Set(types.flatMap((t) => BY_TYPE[t] ?? []))];
  const fits = (v: unknown) =>
    types.some((t) =>
      t === 'integer'
        ? Number.isInteger(v)
        : t === 'array'
          ? Array.isArray(v)
          : t === 'null'
            ? v === null
            : t === 'object'
              ? typeof v === 'object' && v !== null && !Array.isArray(v)
              : typeof v === t || (t === 'number' && typeof v === 'number'),
    );
  return candidates.filter((v) => !fits(v));
}

/** Query, path or header strings that the parameter schema refuses (even after coercion). */
export function invalidParameterValues(schema: JsonSchema): string[] {
  const values: string[] = [];
  if (Array.isArray(schema.enum)) values.push('not-one-of-them');
  if (schema.type === 'integer') values.push('seven', '1.5');
  if (schema.type === 'integer' && typeof schema.minimum === 'number')
    values.push(String(schema.minimum - 1));
  if (schema.type === 'boolean') values.push('maybe');
  if (schema.format === 'date') values.push('2030-13-45');
  if (schema.format === 'uuid') values.push('not-a-uuid');
  if (typeof schema.pattern === 'string') values.push('%%');
  if (typeof schema.maxLength === 'number') values.push('x'.repeat(schema.maxLength + 1));
  return values;
}

const SHORT = 24;

/**
 * Values the schema accepts, generated: enums, bounds, lengths, required and optional properties, unique items.
 * Patterns and formats keep to their known samples (a random string rarely fits a pattern), dates move.
 */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[key])) return fc.oneof(...(schema[key] as JsonSchema[]).map(arbitraryOf));
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(Boolean) as string[];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = (schema.minimum as number | undefined) ?? -1000;
      const max = (schema.maximum as number | undefined) ?? min + 100_000;
      return types[0] === 'integer'
        ? fc.integer({ min, max })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string': {
      if (typeof schema.pattern === 'string' || schema.format === 'uuid' || schema.format === 'email')
        return fc.constant(sample(schema));
      if (schema.format === 'date' || schema.format === 'date-time')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
          .map((date) => (schema.format === 'date' ? date.toISOString().slice(0, 10) : date.toISOString()));
      const minLength = (schema.minLength as number | undefined) ?? 0;
      const maxLength = Math.max(
        minLength,
        Math.min((schema.maxLength as number | undefined) ?? SHORT, SHORT),
      );
      return fc.string({ minLength, maxLength });
    }
    case 'array': {
      const item = arbitraryOf((schema.items as JsonSchema | undefined) ?? {});
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 3, 3));
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const names = Object.keys(properties);
      const required = ((schema.required ?? []) as string[]).filter((name) => names.includes(name));
      // minProperties: 1 with nothing required: the first property is always there.
      if (required.length === 0 && schema.minProperties && names[0]) required.push(names[0]);
      return fc.record(Object.fromEntries(names.map((name) => [name, arbitraryOf(properties[name] ?? {})])), {
        requiredKeys: required,
      });
    }
    default:
      return fc.constant(sample(schema));
  }
}
