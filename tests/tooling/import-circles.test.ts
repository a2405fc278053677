import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFolders, importCircles } from '../../scripts/lib/import-circles.ts';

const repository = join(import.meta.dirname, '../..');

describe('import circles (type-only imports and import() counted)', () => {
  it('none among our modules: shared types live in their own module', () => {
    expect(importCircles(repository, codeFolders)).toEqual([]);
  }, 60_000);

  describe('on a small project', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-circles-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (files: Record<string, string>) => {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), text);
      }
    };
    write({
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', allowImportingTsExtensions: true, noEmit: true, paths: { '@/*': ['./src/*'] } } }),
      // A type-only circle through an alias and a re-export.
      'src/machine.ts': "import type { Selected } from '@/selectors.ts';\nexport type Context = { selected: Selected };\n",
      'src/selectors.ts': "export type { Selected } from './selected.ts';\n",
      'src/selected.ts': "import type { Context } from './machine.ts';\nexport type Selected = Context['selected'] | null;\n",
      // A circle through a lazy page and a type in an import() type.
      'src/routes.ts': "export const page = () => import('./page.ts');\n",
      'src/page.ts': "export type Routes = typeof import('./routes.ts');\n",
      // No circle: shared types in a module of their own.
      'src/types.ts': 'export type Shared = string;\n',
      'src/a.ts': "import type { Shared } from './types.ts';\nexport const a: Shared = 'a';\n",
      'src/b.ts': "import type { Shared } from './types.ts';\nimport { a } from './a.ts';\nexport const b: Shared = a;\n",
    });

    it('finds a circle of type-only imports and re-exports, and one through import()', () => {
      expect(importCircles(root, ['src'])).toEqual([
        { files: ['src/machine.ts', 'src/selected.ts', 'src/selectors.ts'], circle: expect.arrayContaining(['src/machine.ts', 'src/selectors.ts', 'src/selected.ts']) },
        { files: ['src/page.ts', 'src/routes.ts'], circle: expect.arrayContaining(['src/page.ts', 'src/routes.ts']) },
      ].sort((x, y) => x.files[0]!.localeCompare(y.files[0]!)));
    });
  });
});
