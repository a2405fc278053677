/**
 * The catalogue arrives as HTML (src/app/routes/first-view.tsx, "signed-in view"): /services/our-products,
 * each category's page and the first screen of its purchase, in every language, rendered from the
 * catalogue the reference API serves at build time (as the content pages are) with that data
 * embedded, so the app renders the same page over it without a request. A visitor without a stored
 * username never sees it: CSS hides it until the guards take them to /login.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Category, CategoryDetailResponse } from '../../contract/catalogue.ts';
import { supportedLanguages } from '../../machines/language/direction.ts';
import type * as PrerenderEntry from '../../src/entry-prerender.tsx';

type Renderer = typeof PrerenderEntry;
type Page = Awaited<ReturnType<Renderer['renderPage']>>;

export interface CataloguePrerender {
  renderer: Renderer;
  clientDir: string;
  /** A request to the reference API, answered once (scripts/lib/content-source.ts). */
  load: (request: { name: 'catalogueCategories'; language: string }) => Promise<unknown>;
  /** Renders a page until it has all the data it asks for (scripts/build.ts). */
  render: (path: string, lang: (typeof supportedLanguages)[number]) => Promise<Page>;
  /** The page's HTML document (scripts/build.ts). */
  fill: (page: Page, path: string) => string;
}

/** Small SVGs (a category's picture, a logo) go into the page as data: addresses, the largest picture included. */
const INLINE_LIMIT = 2048;
const imageUrl = /^\/images\/[\w/.-]+\.svg$/;

/**
 * The catalogue's pictures, inline: each would otherwise be one more request before the page's
 * largest paint (a category's picture is the largest thing on /services/our-products), and the
 * embedded data carries the same addresses, so the app renders the very same images over the HTML.
 */
async function inlineImages(page: Page, clientDir: string): Promise<Page> {
  const inline = new Map<string, string>();
  const collect = (value: unknown): void => {
    // Only pictures the page shows: others (a category's picture on its own page) stay addresses.
    if (typeof value === 'string' && imageUrl.test(value) && page.html.includes(`src="${value}"`)) inline.set(value, value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(page.data);
  for (const url of inline.keys()) {
    const file = join(clientDir, url);
    if ((await stat(file)).size > INLINE_LIMIT) inline.delete(url);
    else inline.set(url, svgDataUrl(await readFile(file, 'utf8')));
  }
  const swap = (value: unknown): unknown =>
    typeof value === 'string' ? (inline.get(value) ?? value) : Array.isArray(value) ? value.map(swap) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, swap(v)])) : value;
  let html = page.html;
  for (const [url, data] of inline) {
    // React puts a preload before the page for each picture it renders: an inline one needs none.
    html = html.replaceAll(`<link rel="preload" as="image" href="${url}"/>`, '').replaceAll(`src="${url}"`, `src="${data.replace(/"/g, '&quot;')}"`);
  }
  const stillAsked = [...inline.keys()].filter((url) => html.includes(`"${url}"`));
  if (stillAsked.length > 0) throw new Error(`Inline pictures still asked for by the page (a preload React now writes differently?): ${stillAsked.join(', ')}`);
  return { ...page, html, data: swap(page.data) as Page['data'] };
}

/**
 * An SVG as a data: address, as short as it can be: what only a document needs goes (its title and
 * label: the pictures are decorative, alt=""), and only what must be is percent-encoded (`<` too,
 * which the embedded JSON would otherwise spell as six characters).
 */
function svgDataUrl(svg: string): string {
  const text = svg
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/\s(role|aria-label)="[^"]*"/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'");
  return `data:image/svg+xml,${text.replace(/[%#<]/g, encodeURIComponent)}`;
}

/**
 * The embedded copy of a category carries what its pages read (the category page, the wizard's
 * first-screen frame), not the risk form, the start-date window, add-ons' prices and descriptions,
 * pictures the page does not show or the other categories a broker sells: the purchase reads the
 * whole category from the API itself (purchase-flow.ts), never this copy. Bytes count here: with the
 * frame's stylesheet and the response's headers, a category's page sits at the 14.6 KB a new
 * connection's first round trip carries (10 TCP segments); past it, the first paint waits one more.
 */
function slimData(data: Page['data']): Page['data'] {
  const slim = ({ category: { imageUrl: _picture, ...category }, ...detail }: CategoryDetailResponse) => ({
    category,
    products: detail.products.map(({ imageUrl: _productPicture, ...product }) => ({
      ...product,
      addOns: product.addOns.map(({ addOnId, name }) => ({ addOnId, name })),
    })),
    brokers: detail.brokers.map(({ categoryIds: _others, ...broker }) => broker),
    currency: detail.currency,
  });
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key.startsWith('catalogueCategory|') ? slim(value as CategoryDetailResponse) : value]));
}

/** Pages behind the sign-in are no address for search engines or sharing: no canonical, alternates or Open Graph tags. */
const addressTags = /<link rel="(?:canonical|alternate)"[^>]*>|<meta property="og:[^>]*>/g;

/** Writes every catalogue page in every language; answers the paths written, for the manifest. */
export async function prerenderCatalogue({ renderer, clientDir, load, render, fill }: CataloguePrerender): Promise<string[]> {
  const { categories } = (await load({ name: 'catalogueCategories', language: supportedLanguages[0] })) as { categories: Category[] };
  const paths = renderer.signedInViewPaths.flatMap((pattern) =>
    pattern.includes(':categoryId') ? categories.map((category) => pattern.replace(':categoryId', encodeURIComponent(category.categoryId))) : [pattern],
  );
  if (paths.some((path) => path.includes(':'))) throw new Error(`A catalogue route has a parameter the build cannot fill: ${paths.join(', ')}`);
  const hidden = `<style>html:not([${renderer.signedInAttribute}]) #root[data-signed-in-view] [${renderer.signedInOnlyAttribute}]{visibility:hidden}</style>`;
  for (const lang of supportedLanguages) {
    for (const path of paths) {
      const page = await inlineImages(await render(path, lang), clientDir);
      const html = fill({ ...page, data: slimData(page.data) }, path)
        .replace(addressTags, '')
        .replace('</head>', `${hidden}</head>`)
        .replace('<div id="root" ', '<div id="root" data-signed-in-view ');
      if (!html.includes('data-signed-in-view')) throw new Error(`${path} (${lang}): no #root to mark`);
      const file = join(clientDir, 'prerendered', lang, path, 'index.html');
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
    }
  }
  return paths;
}
