/**
 * `node scripts/count-casts.ts [--list]`: the type casts a reviewer counts, read from the syntax tree
 * (TypeScript's own parser, so a cast in a string or a comment does not count and one split over lines
 * does). Prints two figures:
 *   - `as` casts in src/features (every `x as T` and `<T>x`; `as const` is not a cast, and
 *     `x as unknown as T` is two);
 *   - `as never` outside tests (src, machines, contract, server, scripts; not tests/ or e2e/).
 * `--list` names each place, to work through them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const productFolders = ['src', 'machines', 'contract', 'server', 'scripts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').includes('node_modules') && !/\.(test|spec)\.tsx?$/.test(file));
}

interface Cast {
  file: string;
  line: number;
  text: string;
  never: boolean;
}

function castsIn(file: string): Cast[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Cast[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const type = node.type;
      const isConst = ts.isTypeReferenceNode(type) && type.typeName.getText(source) === 'const';
      if (!isConst) {
        found.push({
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          text: node.getText(source).replace(/\s+/g, ' ').slice(0, 100),
          never: type.kind === ts.SyntaxKind.NeverKeyword,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const all = productFolders.flatMap(sourceFiles).flatMap(castsIn);
const inFeatures = all.filter((cast) => cast.file.startsWith('src/features/'));
const asNever = all.filter((cast) => cast.never);

console.log(`as casts in src/features: ${inFeatures.length}`);
console.log(`as never outside tests: ${asNever.length}`);
if (process.argv.includes('--list')) {
  const show = (title: string, casts: Cast[]) => {
    console.log(`\n${title}`);
    for (const cast of casts) console.log(`  ${cast.file}:${cast.line}  ${cast.text}`);
  };
  show('as casts in src/features:', inFeatures);
  show('as never outside tests:', asNever);
}
