type JsonSchema = Record<string, unknown>;

/**
 * Sample strings for the patterns of the contract, tried in turn against a pattern the schema has no
 * example for (the first that matches is used). A new pattern none of them match fails the document's
 * test, naming it: add a sample here, or an example on the schema (`.register(z.globalRegistry,
 * { examples: [...] })`).
 */
const PATTERN_SAMPLES = [
  '2026-03-01',
  '2026-03-01T10:00:00.000Z',
  'sara.ahmed@example.com',
  '123456',
  '1023456789',
  'SA',
  'SAR',
  'SA,AE',
  'POL-2026-000123',
  'ORD-2026-000123',
  'GIFT-1234-5678',
  'ABC-12345',
  'motor',
  '09:30',
  '2024',
  '12345',
  '1234',
  '1',
  '1HGCM82633A004352',
  '4111 1111 1111 1111',
  'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  'k7Yq2LmN9pR4sT6vW8xZ0a',
  '',
];

const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-03-01',
  'date-time': '2026-03-01T10:00:00.000Z',
  email: 'sara.ahmed@example.com',
  uuid: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  uri: 'https://example.com/',
};

/** Why no example could be made for a schema (the document's test lists these). */
export class NoExampleError extends Error {
  override name = 'NoExampleError';
}

/**
 * A deterministic example of a JSON Schema (the OpenAPI document's), for the document's `examples`:
 * the schema's own `examples[0]` where it has one, else a value built from its type, format, pattern,
 * bounds and properties (every property, so the example shows the whole shape). The document's test
 * checks each example against the schema and, for requests, against the contract's zod schema.
 */
export function schemaExample(schema: JsonSchema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema && schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) {
    const shown = branches.find((branch) => branch.type !== 'null') ?? branches[0];
    if (!shown) throw new NoExampleError('an empty anyOf');
    return schemaExample(shown);
  }
  if (Array.isArray(schema.allOf)) return schemaExample(Object.assign({}, ...(schema.allOf as JsonSchema[])) as JsonSchema);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return numberExample(schema, type === 'integer');
    case 'string':
      return stringExample(schema);
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: Math.min(count, Number(schema.maxItems ?? count)) }, () => schemaExample(items));
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      if (type === undefined && Object.keys(properties).length === 0) return {};
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, schemaExample(property)]));
    }
    default:
      throw new NoExampleError(`type ${type}`);
  }
}

function numberExample(schema: JsonSchema, integer: boolean): number {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : undefined;
  let value = minimum !== undefined && minimum > 1 ? minimum : 1;
  if (maximum !== undefined && value > maximum) value = maximum;
  if (minimum !== undefined && value < minimum) value = minimum;
  return integer ? Math.ceil(value) : value;
}

function stringExample(schema: JsonSchema): string {
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const sample = PATTERN_SAMPLES.find((candidate) => pattern.test(candidate) && fitsLength(schema, candidate));
    if (sample === undefined) throw new NoExampleError(`no sample matches the pattern ${schema.pattern}`);
    return sample;
  }
  if (typeof schema.format === 'string' && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format]!;
  const text = 'Example text';
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Infinity);
  return text.padEnd(min, 'x').slice(0, max);
}

function fitsLength(schema: JsonSchema, text: string): boolean {
  return text.length >= Number(schema.minLength ?? 0) && text.length <= Number(schema.maxLength ?? Infinity);
}
