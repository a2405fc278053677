import * as z from 'zod/mini';

/** The build manifest (`/build-manifest.json`) that every build writes next to index.html. */
export const buildManifestSchema = z.object({
  buildId: z.string().check(z.minLength(1)),
  builtAt: z.string(),
});
export type BuildManifest = z.infer<typeof buildManifestSchema>;
