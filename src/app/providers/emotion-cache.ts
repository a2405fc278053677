import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from '../../../machines/language/direction.ts';

/**
 * One emotion cache per direction, chosen once at start from the stored `dir` (a language switch
 * reloads the page, as the product spec's "Screens and routes" asks). Right to left runs stylis-plugin-rtl, which flips the style
 * props outside Chakra's cascade layers; Chakra's recipes follow the `dir` attribute. The plugin
 * loads only for right-to-left pages.
 */
export async function createEmotionCache(dir: Direction): Promise<EmotionCache> {
  if (dir === 'ltr') return createCache({ key: 'css' });
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  return createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] });
}
