// Values generated from the contract's schemas: a valid sample, and values that violate a schema.
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
