import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createFullChakraSystem } from './chakra-system.ts';

/**
 * Chakra's global stylesheet (the cascade layers' order, preflight, the theme's global styles and
 * every token's custom property) as the CSS text its provider would insert, made at build time: scripts/build.ts puts it
 * in every page's <head>, and the browser's system leaves it out (chakra-system.ts, browserConfig). Rendered through
 * emotion's <Global>, as the provider does, so the text is the same to the character.
 */
export function chakraGlobalCss(): string {
  const system = createFullChakraSystem();
  // The cascade layers' order first, which the provider states through a <Global> of its own (the
  // browser's system leaves that out too: chakra-system.ts).
  const html = renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <Global styles={[system.layers.atRule, ...system._global]} />
    </CacheProvider>,
  );
  const css = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(html)?.[1];
  if (!css) throw new Error(`Chakra's global styles did not render as one <style>: ${html.slice(0, 80)}`);
  return css;
}
