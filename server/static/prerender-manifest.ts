import { readFile } from 'node:fs/promises';

/** prerendered/manifest.json written by the front-end build. */
export interface PrerenderManifest {
  languages: string[];
  defaultLanguage: string;
  paths: string[];
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
  const { languages, defaultLanguage, paths, sitemap } = raw as Record<string, unknown>;
  const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
  if (!isStrings(languages) || typeof defaultLanguage !== 'string' || !isStrings(paths)) return null;
  if (!languages.includes(defaultLanguage)) return null;
  // Language codes and paths become file names: keep only harmless ones.
  const safeLanguages = languages.filter((language) => /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(language));
  const safePaths = paths.filter((p) => p.startsWith('/') && !p.split('/').some((segment) => segment === '..' || segment === '.'));
  const safeSitemap = isStrings(sitemap) ? sitemap.filter((p) => p.startsWith('/')) : undefined;
  return { languages: safeLanguages, defaultLanguage, paths: safePaths.map(withoutTrailingSlash), ...(safeSitemap ? { sitemap: safeSitemap } : {}) };
}

export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** prerendered/{lang}/index.html for `/`, prerendered/{lang}{path}/index.html for other paths. */
export function prerenderedFile(language: string, path: string): string {
  return path === '/' ? `prerendered/${language}/index.html` : `prerendered/${language}${path}/index.html`;
}
