import path from 'node:path';
import type { Hono } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readPrerenderManifest } from '../static/prerender-manifest.ts';
import { blogSlugs } from './content-store.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The address of a page in one language: the same path with `?lang=` (README: languages and addresses). */
export const languageUrl = (origin: string, pagePath: string, language: string) => `${origin}${pagePath}?lang=${language}`;

/**
 * The sitemap lists the pages the build marked as indexable (prerendered/manifest.json `sitemap`:
 * the content routes of the route table and every blog post) plus posts published since the build,
 * each in both languages with hreflang alternates.
 */
export async function sitemapXml(options: { db: AppDatabase; staticDir: string; origin: string }): Promise<string> {
  const manifest = await readPrerenderManifest(path.join(options.staticDir, 'prerendered', 'manifest.json'));
  const languages = manifest?.languages ?? ['en', 'ar'];
  const posts = await blogSlugs(options.db);
  const pages = new Map<string, string | undefined>((manifest?.sitemap ?? ['/']).map((p) => [p, undefined]));
  for (const post of posts) pages.set(`/blogs/${post.slug}`, post.publishedOn);
  const urls = [...pages].flatMap(([pagePath, lastmod]) =>
    languages.map((language) => {
      const alternates = languages
        .map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(languageUrl(options.origin, pagePath, other))}"/>`)
        .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(options.origin + pagePath)}"/>`)
        .join('');
      return `<url><loc>${escapeXml(languageUrl(options.origin, pagePath, language))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string, apiPrefix: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${apiPrefix}/`,
    'Disallow: /my-account',
    'Disallow: /my-policy',
    'Disallow: /notifications',
    'Disallow: /services/our-products',
    'Disallow: /auth/',
    'Disallow: /email-verification',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /sitemap.xml and /robots.txt at the site root (before the static site). */
export function mountSiteFiles(app: Hono<AppEnv>, options: { db: AppDatabase; staticDir: string; origin: string; apiPrefix: string }): void {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(options.origin, options.apiPrefix));
  });
  app.get('/sitemap.xml', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(await sitemapXml(options));
  });
}
