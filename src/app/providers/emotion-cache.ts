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
  return Promise.resolve(createCache({ key: dir === 'rtl' ? 'rtl' : 'css' }));
}
