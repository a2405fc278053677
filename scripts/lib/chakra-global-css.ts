import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Puts Chakra's global stylesheet (src/app/providers/chakra-global-css.tsx) into the build's
 * index.html, right after the cascade layers' order, and answers the page: every prerendered page is
 * made from it, and the browser's Chakra system no longer computes that CSS (chakra-system.ts, browserConfig).
 */
export async function inlineChakraGlobalCss(clientDir: string, css: string): Promise<string> {
  const file = join(clientDir, 'index.html');
  const html = await readFile(file, 'utf8');
  const layers = /<style>@layer [^<]+<\/style>/.exec(html)?.[0];
  if (!layers) throw new Error("index.html no longer declares Chakra's cascade layers in a <style>");
  const page = html.replace(layers, () => `${layers}\n    <style id="chakra-global">${css}</style>`);
  await writeFile(file, page);
  return page;
}
