import { readFile } from 'node:fs/promises';

/** prerendered/manifest.json written by the front-end build. */
export interface PrerenderManifest {
  languages: string[];
  defaultLanguage: string;
  /** Prerendered paths; a segment `:name` matches any one segment (/my-policy/:policyNumber). */
  paths: string[];
  /** Paths that also have a skeleton.html, sent for a URL with a query (older builds have none). */
  skeletons?: string[];
  /** Pages for the sitemap (content routes and blog posts); older builds have none. */
  sitemap?: string[];
}

/** Reads and checks the manifest; null when it is missing or malformed (then every page gets the SPA shell). */
export async function readPrerenderManifest(file: string): Promise<PrerenderManifest | null> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const { languages, defaultLanguage, paths, sitemap, skeletons } = raw as Record<string, unknown>;
  const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
  if (!isStrings(languages) || typeof defaultLanguage !== 'string' || !isStrings(paths)) return null;
  if (!languages.includes(defaultLanguage)) return null;
  // Language codes and paths become file names: keep only harmless ones.
  const safeLanguages = languages.filter((language) => /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(language));
  const safePaths = paths.filter((p) => p.startsWith('/') && !p.split('/').some((segment) => segment === '..' || segment === '.'));
  const safeSitemap = isStrings(sitemap) ? sitemap.filter((p) => p.startsWith('/')) : undefined;
  const safeSkeletons = isStrings(skeletons) ? skeletons.filter((p) => safePaths.includes(p)).map(withoutTrailingSlash) : [];
  return {
    languages: safeLanguages,
    defaultLanguage,
    paths: safePaths.map(withoutTrailingSlash),
    skeletons: safeSkeletons,
    ...(safeSitemap ? { sitemap: safeSitemap } : {}),
  };
}

/**
 * The prerendered path serving a page path: the path itself, else the first pattern matching it
 * segment by segment (a `:name` segment stands for any one non-empty segment); null when none.
 */
export function findPrerenderedPath(manifest: Pick<PrerenderManifest, 'paths'>, pagePath: string): string | null {
  if (manifest.paths.includes(pagePath)) return pagePath;
  const segments = pagePath.split('/');
  return (
    manifest.paths.find((candidate) => {
      if (!candidate.includes('/:')) return false;
      const pattern = candidate.split('/');
      return pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
    }) ?? null
  );
}

export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** prerendered/{lang}/index.html for `/`, prerendered/{lang}{path}/index.html for other paths (skeleton.html for the skeleton). */
export function prerenderedFile(language: string, path: string, variant: 'index' | 'skeleton' = 'index'): string {
  return path === '/' ? `prerendered/${language}/${variant}.html` : `prerendered/${language}${path}/${variant}.html`;
}
