import { createReadStream, realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { getMimeType } from 'hono/utils/mime';
import { BUILD_MANIFEST_PATH, LANGUAGE_COOKIE } from '../../contract/http.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { AppEnv } from '../http/app-env.ts';
import { inlineScriptHashes } from './inline-script-hashes.ts';
import { type PrerenderManifest, findPrerenderedPath, isRoutedPath, prerenderedFile, readPrerenderManifest, withoutTrailingSlash } from './prerender-manifest.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface FoundFile {
  absolute: string;
  size: number;
  mtimeMs: number;
}

interface HtmlFile {
  key: string;
  body: string;
  /** The page gzipped at the highest level once per file version (see `send`). */
  gzipped: Buffer;
  hashes: string[];
}

/** Whether the request takes gzip (`Accept-Encoding: gzip`, not refused with `q=0`). */
const takesGzip = (acceptEncoding: string | undefined) => /(?:^|,)\s*gzip\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+\s*)?(?:,|$)/i.test(acceptEncoding ?? '');

/**
 * Serves the front-end build from `root` for GET and HEAD outside the API:
 * - real files as files (hashed /assets/* cached for a year, build-manifest.json never cached,
 *   everything else revalidated with an ETag);
 * - a path listed in prerendered/manifest.json (or matching a pattern listed there) gets the
 *   prerendered page of the `?lang=` query's language, else of the `lang` cookie's; its skeleton
 *   variant when the URL has another query and the build made one;
 * - a path the app's router does not serve (the manifest's `routes`, its route table) answers 404
 *   with the prerendered 404 page of the visitor's language, their path written in as text;
 * - any other path gets index.html (history fallback).
 * Never a file outside `root`, never a dot-file, never a directory listing.
 */
export function createStaticSite(options: { root: string; isApiPath: (path: string) => boolean }): MiddlewareHandler<AppEnv> {
  const root = realpathSync(options.root);
  const htmlCache = new Map<string, HtmlFile>();
  let manifestCache: { mtimeMs: number; manifest: PrerenderManifest | null } | undefined;

  /** The file at a site path, or null when there is none (or the path tries to leave the root). */
  async function findFile(sitePath: string): Promise<FoundFile | null> {
    const segments = sitePath.split('/').filter(Boolean);
    // '..' and '.' are refused outright, not normalised away; dot-files (.env, .git) are never served.
    if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\') || segment.includes('\0'))) return null;
    const candidate = path.join(root, ...segments);
    try {
      // realpath also catches a symbolic link inside the build that points outside it.
      const absolute = await realpath(candidate);
      if (absolute !== root && !absolute.startsWith(root + path.sep)) return null;
      const info = await stat(absolute);
      return info.isFile() ? { absolute, size: info.size, mtimeMs: info.mtimeMs } : null;
    } catch {
      return null;
    }
  }

  async function prerenderManifest(): Promise<PrerenderManifest | null> {
    const file = path.join(root, 'prerendered', 'manifest.json');
    const mtimeMs = (await stat(file).catch(() => null))?.mtimeMs ?? -1;
    // Re-read when a new build replaced the file while the server runs.
    if (manifestCache?.mtimeMs !== mtimeMs) manifestCache = { mtimeMs, manifest: await readPrerenderManifest(file) };
    return manifestCache.manifest;
  }

  async function htmlFile(file: FoundFile): Promise<HtmlFile> {
    const key = `${file.size}-${Math.trunc(file.mtimeMs)}`;
    const cached = htmlCache.get(file.absolute);
    if (cached?.key === key) return cached;
    const body = await readFile(file.absolute, 'utf8');
    // Hashes are computed once per file version, not per request.
    const entry = { key, body, gzipped: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }), hashes: inlineScriptHashes(body) };
    htmlCache.set(file.absolute, entry);
    return entry;
  }

  async function send(c: Context<AppEnv>, file: FoundFile, cacheControl: string): Promise<Response> {
    const etag = `W/"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}"`;
    c.header('Cache-Control', cacheControl);
    c.header('ETag', etag);
    const contentType = getMimeType(file.absolute) ?? 'application/octet-stream';
    c.header('Content-Type', contentType);
    if (contentType.startsWith('text/html')) {
      const html = await htmlFile(file);
      c.set('scriptHashes', html.hashes);
    }
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    if (contentType.startsWith('text/html')) {
      const html = await htmlFile(file);
      // A page sent whole at gzip's highest level, with its length: the compression middleware's stream
      // (a lower level, chunked) made pages a few hundred bytes longer, and a page past a new
      // connection's first round trip (~14.6 KB with its headers) paints one round trip later.
      if (!takesGzip(c.req.header('Accept-Encoding'))) return c.body(html.body);
      c.header('Vary', 'Accept-Encoding', { append: true });
      c.header('Content-Encoding', 'gzip');
      c.header('Content-Length', String(html.gzipped.length));
      if (c.req.method === 'HEAD') return c.body(null);
      return c.body(new Uint8Array(html.gzipped));
    }
    c.header('Content-Length', String(file.size));
    // HEAD: do not open a stream nobody will read.
    if (c.req.method === 'HEAD') return c.body(null);
    return c.body(Readable.toWeb(createReadStream(file.absolute)) as ReadableStream);
  }

  /** 404 with the 404 page of the language, the visitor's path in place of the sample (as text: escaped). */
  async function notFound(c: Context<AppEnv>, manifest: PrerenderManifest, language: string, sitePath: string): Promise<Response> {
    const file = manifest.notFoundSample ? await findFile(`/prerendered/${language}/404.html`) : null;
    const page = file ?? (await findFile('/index.html'));
    if (!page) throw new ApiHttpError(404, 'not_found', 'Page not found.');
    const html = await htmlFile(page);
    c.set('scriptHashes', html.hashes);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Vary', 'Cookie');
    c.header('Content-Language', language);
    const body = file ? html.body.replaceAll(escapeHtml(manifest.notFoundSample!), escapeHtml(sitePath)) : html.body;
    return c.req.method === 'HEAD' ? c.body(null, 404) : c.body(body, 404);
  }

  return async (c, next) => {
    let sitePath: string;
    try {
      sitePath = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw new ApiHttpError(400, 'bad_request', 'The address is not valid.');
    }
    if (options.isApiPath(sitePath)) return next();

    const file = await findFile(sitePath);
    if (file) {
      if (sitePath.startsWith('/assets/')) return send(c, file, IMMUTABLE);
      if (sitePath === BUILD_MANIFEST_PATH) return send(c, file, 'no-store');
      return send(c, file, 'no-cache');
    }
    // A missing hashed asset is a real 404: answering HTML would be cached as a broken script for a year.
    if (sitePath.startsWith('/assets/')) throw new ApiHttpError(404, 'not_found', 'File not found.');

    const manifest = await prerenderManifest();
    const pagePath = withoutTrailingSlash(sitePath);
    const prerenderedPath = manifest && findPrerenderedPath(manifest, pagePath);
    // `?lang=` addresses one language (hreflang and canonical links need distinct URLs); else the cookie.
    const languageOf = (m: PrerenderManifest) => {
      const wanted = c.req.query('lang') ?? getCookie(c, LANGUAGE_COOKIE);
      return wanted && m.languages.includes(wanted) ? wanted : m.defaultLanguage;
    };
    if (manifest && !prerenderedPath && !isRoutedPath(manifest, pagePath)) return notFound(c, manifest, languageOf(manifest), sitePath);
    if (manifest && prerenderedPath) {
      const language = languageOf(manifest);
      // A query may ask for another view than the page's first one (?section=wallet): its skeleton, if it has one.
      const query = new URL(c.req.url).searchParams;
      const asksForView = [...query.keys()].some((key) => key !== 'lang');
      const variant = asksForView && manifest.skeletons?.includes(prerenderedPath) ? 'skeleton' : 'index';
      const page = await findFile(`/${prerenderedFile(language, prerenderedPath, variant)}`);
      if (page) {
        c.header('Vary', 'Cookie');
        c.header('Content-Language', language);
        return send(c, page, 'no-cache');
      }
    }

    const shell = await findFile('/index.html');
    if (!shell) throw new ApiHttpError(404, 'not_found', 'Page not found.');
    return send(c, shell, 'no-cache');
  };
}
