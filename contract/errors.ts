import * as z from 'zod/mini';

/** Machine-readable codes of the one JSON error shape every failure uses. */
export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'csrf_token_invalid',
  'not_found',
  'method_not_allowed',
  'conflict',
  'rate_limited',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    status: z.number(),
    /** Field problems of a validation failure: path -> message. Never a stack trace. */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
