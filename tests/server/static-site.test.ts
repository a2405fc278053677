import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../server/db/database.ts';
import { inlineScriptHashes } from '../../server/static/inline-script-hashes.ts';
import { API, openTestDatabase, testApp } from './support/test-database.ts';

const SECRET = 'TOP SECRET: outside the static dir';
const page = (marker: string, script: string) =>
  `<!doctype html><html><head><script>${script}</script><script type="module" src="/assets/app-abc123.js"></script></head><body>${marker}</body></html>`;
const scripts = {
  shell: 'window.__boot = "shell";',
  en: 'document.documentElement.lang = "en";',
  ar: 'document.documentElement.lang = "ar"; document.documentElement.dir = "rtl";',
};
const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let database: OpenDatabase;
let workDir: string;
let staticDir: string;
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  database = await openTestDatabase();
  workDir = await mkdtemp(path.join(tmpdir(), 'static-site-'));
  staticDir = path.join(workDir, 'client');
  const files: Record<string, string> = {
    'index.html': page('SPA SHELL', scripts.shell),
    'assets/app-abc123.js': 'console.log("app")',
    'build-manifest.json': '{"buildId":"b1","builtAt":"2026-03-01T00:00:00Z"}',
    'styles/ltr.css': 'body{direction:ltr}',
    'styles/rtl.css': 'body{direction:rtl}',
    'prerendered/manifest.json': JSON.stringify({
      languages: ['en', 'ar'],
      defaultLanguage: 'en',
      paths: ['/', '/about-us', '/help/faq', '/login', '/my-policy/:policyNumber', '/my-policy/:policyNumber/cancel'],
      skeletons: ['/login', '/not-listed'],
      routes: ['/', '/about-us', '/help/faq', '/login', '/services/our-products', '/my-policy/:policyNumber', '/my-policy/:policyNumber/cancel'],
      notFoundSample: '/__sample__',
    }),
    'prerendered/en/404.html': page('NOT FOUND EN: <bdi dir="ltr">/__sample__</bdi>', scripts.en),
    'prerendered/ar/404.html': page('NOT FOUND AR: <bdi dir="ltr">/__sample__</bdi>', scripts.ar),
    'prerendered/en/login/index.html': page('LOGIN FORM EN', scripts.en),
    'prerendered/en/login/skeleton.html': page('LOGIN SKELETON EN', scripts.en),
    'prerendered/ar/my-policy/:policyNumber/index.html': page('POLICY SKELETON AR', scripts.ar),
    'prerendered/ar/my-policy/:policyNumber/cancel/index.html': page('CANCEL SKELETON AR', scripts.ar),
    'prerendered/en/index.html': page('HOME EN', scripts.en),
    'prerendered/ar/index.html': page('HOME AR', scripts.ar),
    'prerendered/en/about-us/index.html': page('ABOUT EN', scripts.en),
    'prerendered/ar/about-us/index.html': page('ABOUT AR', scripts.ar),
    'prerendered/en/help/faq/index.html': page('FAQ EN', scripts.en),
    '.env': `SECRET=${SECRET}`,
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(staticDir, name)), { recursive: true });
    await writeFile(path.join(staticDir, name), content);
  }
  await writeFile(path.join(workDir, 'secret.txt'), SECRET);
  await symlink(workDir, path.join(staticDir, 'link-out'));
  app = testApp(database, { serveStatic: true, staticDir }).app;
});

afterAll(async () => {
  await database?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe('console.log("app")');
  });

  it('answers a missing asset with 404, not the SPA shell', async () => {
    const response = await app.request('/assets/gone-999.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('SPA SHELL');
  });

  it('never caches the build manifest', async () => {
    const response = await app.request('/build-manifest.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ buildId: 'b1', builtAt: '2026-03-01T00:00:00Z' });
  });

  it('serves other files with revalidation and answers a matching ETag with 304', async () => {
    const first = await app.request('/styles/rtl.css');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toMatch(/^text\/css/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await app.request('/styles/rtl.css', { headers: { 'If-None-Match': etag ?? '' } });
    expect(second.status).toBe(304);
  });

  it('answers HEAD with headers and no body', async () => {
    const response = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String('console.log("app")'.length));
    expect(await response.text()).toBe('');
  });
});

describe('prerendered pages', () => {
  it('sends the default language without a lang cookie, varying on Cookie', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('HOME EN');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('sends the Arabic page for lang=ar and the default for any other language', async () => {
    expect(await (await app.request('/', { headers: { Cookie: 'lang=ar' } })).text()).toContain('HOME AR');
    expect(await (await app.request('/about-us', { headers: { Cookie: 'other=1; lang=ar' } })).text()).toContain('ABOUT AR');
    expect(await (await app.request('/about-us', { headers: { Cookie: 'lang=fr' } })).text()).toContain('ABOUT EN');
    expect(await (await app.request('/about-us', { headers: { Cookie: 'lang=../../..' } })).text()).toContain('ABOUT EN');
  });

  it('ignores a trailing slash', async () => {
    expect(await (await app.request('/about-us/', { headers: { Cookie: 'lang=ar' } })).text()).toContain('ABOUT AR');
    expect(await (await app.request('/help/faq/')).text()).toContain('FAQ EN');
  });

  it('serves a pattern (/my-policy/:policyNumber) for every path it matches, segment by segment', async () => {
    const ar = { headers: { Cookie: 'lang=ar' } };
    expect(await (await app.request('/my-policy/POL-1', ar)).text()).toContain('POLICY SKELETON AR');
    expect(await (await app.request('/my-policy/POL-1/cancel', ar)).text()).toContain('CANCEL SKELETON AR');
    // Paths no route serves either: the 404 page.
    for (const url of ['/my-policy/POL-1/other', '/my-policy//cancel']) {
      const response = await app.request(url, ar);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain('NOT FOUND AR');
    }
  });

  it("sends a form's skeleton for a URL with a query other than lang, and the form otherwise", async () => {
    expect(await (await app.request('/login')).text()).toContain('LOGIN FORM EN');
    expect(await (await app.request('/login?lang=en')).text()).toContain('LOGIN FORM EN');
    expect(await (await app.request('/login?next=%2Fservices')).text()).toContain('LOGIN SKELETON EN');
    // A page without a skeleton keeps its HTML whatever the query.
    expect(await (await app.request('/about-us?utm_source=x')).text()).toContain('ABOUT EN');
  });

  it('falls back to the SPA shell when a listed page is missing in the chosen language', async () => {
    expect(await (await app.request('/help/faq', { headers: { Cookie: 'lang=ar' } })).text()).toContain('SPA SHELL');
  });
});

describe('history fallback', () => {
  it('sends index.html with 200 for a route of the app that has no page of its own (any case, trailing slash)', async () => {
    for (const url of ['/services/our-products', '/Services/Our-Products/', '/my-policy/POL-1/cancel/']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain('SPA SHELL');
    }
  });

  it('answers any other path 404 with the 404 page in the visitor\'s language, the path written in as text', async () => {
    for (const [url, cookie, text] of [
      ['/no/such/page', 'lang=en', 'NOT FOUND EN: <bdi dir="ltr">/no/such/page</bdi>'],
      ['/livez-ish', 'lang=ar', 'NOT FOUND AR: <bdi dir="ltr">/livez-ish</bdi>'],
      ['/styles/', 'lang=ar', 'NOT FOUND AR: <bdi dir="ltr">/styles/</bdi>'],
      ['/%3Cimg%20src%3Dx%3E', 'lang=en', 'NOT FOUND EN: <bdi dir="ltr">/&#60;img src=x&#62;</bdi>'],
    ] as const) {
      const response = await app.request(url, { headers: { Cookie: cookie } });
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toContain(sha(cookie === 'lang=ar' ? scripts.ar : scripts.en));
      expect(await response.text(), url).toContain(text);
    }
    const head = await app.request('/no/such/page', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('keeps API paths out of it', async () => {
    const response = await app.request(`${API}/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('does not answer other methods with the site', async () => {
    const response = await app.request('/about-us', { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('path traversal', () => {
  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/link-out/secret.txt',
    '/.env',
    '/%2eenv',
  ])('never serves a file outside the static dir or a dot-file: %s', async (url) => {
    const response = await app.request(`http://localhost${url}`);
    const text = await response.text();
    expect(text).not.toContain('TOP SECRET');
    expect(text).not.toContain('SECRET=');
  });

  it('refuses a malformed escape with 400', async () => {
    const response = await app.request('/%E0%A4%A');
    expect(response.status).toBe(400);
  });
});

describe('Content-Security-Policy of HTML pages', () => {
  const scriptSrc = (response: Response) =>
    (response.headers.get('content-security-policy') ?? '').split('; ').find((part) => part.startsWith('script-src')) ?? '';

  it('lists the SHA-256 of the inline script of the page served, and never unsafe-inline', async () => {
    const en = scriptSrc(await app.request('/'));
    expect(en).toBe(`script-src 'self' ${sha(scripts.en)}`);
    const ar = scriptSrc(await app.request('/', { headers: { Cookie: 'lang=ar' } }));
    expect(ar).toBe(`script-src 'self' ${sha(scripts.ar)}`);
    const shell = scriptSrc(await app.request('/services/our-products'));
    expect(shell).toBe(`script-src 'self' ${sha(scripts.shell)}`);
    for (const policy of [en, ar, shell]) expect(policy).not.toContain('unsafe-inline');
  });

  it('keeps script-src to self for non-HTML responses', async () => {
    expect(scriptSrc(await app.request('/assets/app-abc123.js'))).toBe("script-src 'self'");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes every inline script exactly as written, skips external ones, and removes repeats', () => {
    const html = [
      '<script>a()</script>',
      '<SCRIPT type="application/ld+json">{"x":1}</SCRIPT >',
      '<script src="/x.js"></script>',
      '<script defer\nsrc="/y.js">ignored()</script>',
      '<script>\n  b();\n</script>',
      '<script>a()</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('{"x":1}'), sha('\n  b();\n')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('SERVE_STATIC=false', () => {
  it('serves the API only', async () => {
    const apiOnly = testApp(database, { serveStatic: false, staticDir }).app;
    expect((await apiOnly.request('/')).status).toBe(404);
    expect((await apiOnly.request('/assets/app-abc123.js')).status).toBe(404);
    expect((await apiOnly.request(`${API}/basic/geo?countryShortCode=SA`)).status).toBe(200);
  });
});

describe('compression of HTML pages', () => {
  it('sends a page gzipped at the highest level, whole, with its length, to a browser that takes gzip', async () => {
    const { gunzipSync, gzipSync, constants } = await import('node:zlib');
    const response = await app.request('/about-us', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    const text = gunzipSync(body).toString('utf8');
    expect(text).toContain('ABOUT EN');
    expect(body.length).toBe(gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length);
  });

  it('sends the page as it is when gzip is not taken, or refused with q=0', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0', 'br, gzip;q=0.0']) {
      const response = await app.request('/about-us', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
      expect(response.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(await response.text()).toContain('ABOUT EN');
    }
    const weighted = await app.request('/about-us', { headers: { 'Accept-Encoding': 'br;q=1.0, gzip;q=0.8' } });
    expect(weighted.headers.get('content-encoding')).toBe('gzip');
  });
});
