import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from '../../../machines/language/direction.ts';

/**
 * One emotion cache per direction, chosen once at start from the stored `dir` (a language switch
 * reloads the page, as the product spec's "Screens and routes" asks). Right to left needs no style
 * rewriting: Chakra's recipes and the app's style props use logical properties (`ms`, `pe`,
 * `textAlign="start"`, `insetStart`) that follow the `dir` attribute. A right-to-left stylis plugin
 * (cssjanus) was measured over every prerendered page in both languages: all it changed was
 * symmetric (a full-width overlay's `left: 0`, the slide keyframes' distance variables, which
 * default to the same value), so it is not loaded (2.2 KiB gzip off every Arabic page).
 */
export function createEmotionCache(dir: Direction): Promise<EmotionCache> {
  const key = dir === 'rtl' ? 'rtl' : 'css';
  return Promise.resolve(typeof document === 'undefined' ? createCache({ key }) : adoptPrerenderedStyles(createCache({ key })));
}

/** What a prerendered page's emotion <style> carries instead of `data-emotion` (src/entry-prerender.tsx). */
export const prerenderedStyleAttribute = 'data-emotion-prerendered';

/**
 * A prerendered page's styles, in its <head>, are adopted where they are: the cache marks their
 * rules as inserted and takes the tags as its own. Emotion's own hydration moves each such <style>
 * to the end of <head>, and the browser then drops and re-reads it and restyles and lays out the
 * whole page (~5 ms unthrottled at phone width, ~20 ms at Lighthouse's 4x CPU) for styles that did
 * not change. Rules the page adds later go in a new tag right after them, where emotion puts them.
 */
function adoptPrerenderedStyles(cache: EmotionCache): EmotionCache {
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[${prerenderedStyleAttribute}^="${cache.key} "]`)) {
    for (const id of tag.getAttribute(prerenderedStyleAttribute)!.split(' ').slice(1)) cache.inserted[id] = true;
    cache.sheet.tags.push(tag);
  }
  return cache;
}
