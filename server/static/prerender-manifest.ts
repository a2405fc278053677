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
  /** Every path pattern the app's router serves (its route table); any other path is a 404. Older builds have none. */
  routes?: string[];
  /** The path the 404 page (prerendered/{lang}/404.html) was rendered for: replaced with the visitor's path. */
  notFoundSample?: string;
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
  const { languages, defaultLanguage, paths, sitemap, skeletons, routes, notFoundSample } = raw as Record<string, unknown>;
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
    ...(isStrings(routes) ? { routes: routes.filter((p) => p.startsWith('/')) } : {}),
    ...(typeof notFoundSample === 'string' && notFoundSample.startsWith('/') ? { notFoundSample } : {}),
  };
}

/**
 * The prerendered path serving a page path: the path itself, else the first pattern matching it
 * segment by segment (a `:name` segment stands for any one non-empty segment); null when none.
 */
export function findPrerenderedPath(manifest: Pick<PrerenderManifest, 'paths'>, pagePath: string): string | null {
  if (manifest.paths.includes(pagePath)) return pagePath;
  return manifest.paths.find((candidate) => candidate.includes('/:') && matchesPattern(candidate, pagePath)) ?? null;
}

/**
 * Whether a page path matches a route pattern segment by segment (a `:name` segment stands for any one
 * non-empty segment); `ignoreCase` compares the fixed segments as the app's router does.
 */
export function matchesPattern(pattern: string, pagePath: string, ignoreCase = false): boolean {
  const fold = (text: string) => (ignoreCase ? text.toLowerCase() : text);
  const segments = fold(pagePath).split('/');
  const parts = fold(pattern).split('/');
  return parts.length === segments.length && parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
}

/** Whether the app's router serves the path; true when the build did not say which paths it serves. */
export function isRoutedPath(manifest: Pick<PrerenderManifest, 'routes'>, pagePath: string): boolean {
  return !manifest.routes || manifest.routes.some((pattern) => matchesPattern(pattern, pagePath, true));
}

export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** prerendered/{lang}/index.html for `/`, prerendered/{lang}{path}/index.html for other paths (skeleton.html for the skeleton). */
export function prerenderedFile(language: string, path: string, variant: 'index' | 'skeleton' = 'index'): string {
  return path === '/' ? `prerendered/${language}/${variant}.html` : `prerendered/${language}${path}/${variant}.html`;
}
