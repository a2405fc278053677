/**
 * `node scripts/check-cycles.ts` (`npm run lint:cycles`): fails when our modules import each other in a
 * circle, type-only imports and import() counted (ESLint's import-x/no-cycle counts neither). A
 * type-only circle costs nothing at run time, but it is the same sign as any other: two files that each
 * need the other's types, where the shared types want a module of their own (docs/architecture.md).
 * tests/tooling/import-circles.test.ts runs the same check in `npm test`.
 */
import { join } from 'node:path';
import { codeFolders, importCircles } from './lib/import-circles.ts';

const circles = importCircles(join(import.meta.dirname, '..'), codeFolders);
if (circles.length === 0) {
  console.info('No import circles (type-only imports and import() counted).');
} else {
  console.error(`${circles.length} import circle(s), type-only imports and import() counted: give the shared types a module of their own.`);
  for (const { files, circle } of circles) console.error(`\n  ${files.length} files: ${files.join(', ')}\n  one circle: ${circle.join(' -> ')}`);
  process.exitCode = 1;
}
