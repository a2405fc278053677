import fc from 'fast-check';

type JsonSchema = Record<string, unknown>;

export interface ArbitraryOptions {
  /** Longest string or array made where the schema allows more (the fuzz wants many small requests). */
  maxLength?: number;
}

/**
 * A fast-check arbitrary of the values a JSON Schema (the OpenAPI document's, 2020-12 as zod writes it)
 * accepts: types, enums, consts, patterns (fc.stringMatching), formats, bounds, required and optional
 * properties, anyOf/oneOf/allOf. A schema's own `examples` are drawn half of the time, so requests get
 * past refinements the schema cannot express (a real mobile number) and reach the handlers.
 */
export function arbitraryOf(schema: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const maxLength = options.maxLength ?? 12;
  const made = build(schema, maxLength);
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), made) : made;
}

function build(schema: JsonSchema, maxLength: number): fc.Arbitrary<unknown> {
  const child = (inner: JsonSchema) => arbitraryOf(inner, { maxLength });
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map(child));
  if (Array.isArray(schema.allOf)) return child(Object.assign({}, ...(schema.allOf as JsonSchema[])) as JsonSchema);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : undefined;
  if (types && types.length > 1) return fc.oneof(...types.map((type) => build({ ...schema, type }, maxLength)));
  switch (types?.[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: bound(schema, 'minimum', 'exclusiveMinimum', 1, -1e9), max: bound(schema, 'maximum', 'exclusiveMaximum', -1, 1e9) });
    case 'number':
      return fc.double({
        min: bound(schema, 'minimum', 'exclusiveMinimum', 0.01, -1e9),
        max: bound(schema, 'maximum', 'exclusiveMaximum', -0.01, 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringArbitrary(schema, maxLength);
    case 'array':
      return fc.array(child((schema.items ?? {}) as JsonSchema), {
        minLength: Number(schema.minItems ?? 0),
        maxLength: Math.max(Number(schema.minItems ?? 0), Math.min(Number(schema.maxItems ?? 3), 3)),
      });
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      if (Object.keys(properties).length === 0) {
        return schema.additionalProperties && typeof schema.additionalProperties === 'object'
          ? fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), child(schema.additionalProperties as JsonSchema), { maxKeys: 3 })
          : fc.constant({});
      }
      const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, child(property)]));
      return fc.record(record, { requiredKeys: ((schema.required as string[] | undefined) ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.anything();
  }
}

function bound(schema: JsonSchema, inclusive: string, exclusive: string, step: number, fallback: number): number {
  if (typeof schema[inclusive] === 'number') return Math.max(-1e9, Math.min(1e9, schema[inclusive]));
  if (typeof schema[exclusive] === 'number') return Math.max(-1e9, Math.min(1e9, schema[exclusive] + step));
  return fallback;
}

function stringArbitrary(schema: JsonSchema, maxLength: number): fc.Arbitrary<string> {
  const min = Number(schema.minLength ?? 0);
  const max = Math.max(min, Math.min(Number(schema.maxLength ?? maxLength), maxLength));
  const fits = (text: string) => text.length >= Number(schema.minLength ?? 0) && text.length <= Number(schema.maxLength ?? Infinity);
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  switch (schema.format) {
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    default:
      return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
  }
}
