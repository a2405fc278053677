import * as z from 'zod/mini';

/** GET /{product}/security/token: a new server-side session and its token. */
export const sessionTokenResponseSchema = z.object({
  sessionToken: z.string().check(z.minLength(22)),
});
export type SessionTokenResponse = z.infer<typeof sessionTokenResponseSchema>;
