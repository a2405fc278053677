/**
 * `npm run diagrams`: writes a Mermaid diagram of every machine (docs/diagrams/<id>.mmd), an SVG of
 * each (public/diagrams/<id>.svg, drawn by Mermaid in headless Chromium) for the in-app diagram page,
 * and one page showing them all (docs/diagrams/index.html), all from the machine objects.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { machineRegistry } from '../machines/registry.ts';
import { diagramFiles } from '../machines/tooling/diagram-files.ts';
import { toMermaid } from '../machines/tooling/to-mermaid.ts';
import { chromiumExecutable } from './chromium.ts';

const root = resolve(import.meta.dirname, '..');
const docsDir = join(root, 'docs/diagrams');
const svgDir = join(root, 'public/diagrams');
await mkdir(docsDir, { recursive: true });
await mkdir(svgDir, { recursive: true });

const files = diagramFiles(machineRegistry);
for (const name of await readdir(docsDir)) if (!files.has(name)) await rm(join(docsDir, name));
for (const [name, text] of files) await writeFile(join(docsDir, name), text);

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--disable-gpu'] });
try {
  const page = await browser.newPage();
  // The drawings measure their text in this page: the same standards-mode page as docs/diagrams/index.html.
  await page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:80rem}</style></head><body></body></html>');
  await page.addScriptTag({ path: join(root, 'node_modules/mermaid/dist/mermaid.min.js') });
  // Mermaid draws each shape's outline with rough.js, whose curves take random control points unless
  // seeded (handDrawnSeed 0, the default, means random): with a fixed seed (and Math.random seeded
  // below) the same graph draws the same SVG, so a regeneration changes only the diagrams whose
  // machine changed.
  await page.evaluate(() =>
    (window as unknown as { mermaid: { initialize(config: object): void } }).mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', handDrawnSeed: 1 }),
  );
  for (const name of await readdir(svgDir)) await rm(join(svgDir, name));
  for (const entry of machineRegistry) {
    const svg = await page.evaluate(
      async ({ id, text }) => {
        // The ids of parallel regions' boxes are drawn from Math.random: a seeded generator (mulberry32),
        // started afresh for each diagram, makes them depend on the diagram alone.
        let state = 0x2f6b3a1d;
        Math.random = () => {
          state = (state + 0x6d2b79f5) | 0;
          let t = Math.imul(state ^ (state >>> 15), 1 | state);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        return (await (window as unknown as { mermaid: { render(id: string, text: string): Promise<{ svg: string }> } }).mermaid.render(`diagram-${id}`, text)).svg;
      },
      { id: entry.id, text: toMermaid(entry.machine) },
    );
    await writeFile(join(svgDir, `${entry.id}.svg`), svg);
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${files.size} files to docs/diagrams and ${machineRegistry.length} SVGs to public/diagrams`);
