import * as z from 'zod/mini';

/**
 * Gives a schema the examples the OpenAPI document shows for it (JSON Schema `examples`). Needed where
 * no value can be built from the schema alone: a refinement (a real mobile number, an adult's date of
 * birth) or a transform hides the rule. The document's test checks each against the schema.
 */
export function withExamples<S extends z.ZodMiniType>(schema: S, ...examples: z.input<S>[]): S {
  z.globalRegistry.add(schema, { examples });
  return schema;
}
