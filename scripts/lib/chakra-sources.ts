import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { chakraImportsIn } from '../../src/app/providers/style-props.ts';

const root = join(import.meta.dirname, '..', '..');
const srcDir = join(root, 'src');

/** Every source file in src/ (.ts, .tsx): its path inside src/ and its text. */
export function appSources(): Array<[file: string, text: string]> {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  return files.map((file) => [file.split(sep).join('/'), readFileSync(join(srcDir, file), 'utf8')]);
}

/**
 * The code of the Chakra components the texts import from `@chakra-ui/react`, and of the component
 * modules those import in turn (Button imports Spinner): the style properties and conditions a
 * component sets itself (src/app/providers/style-props.ts). Found through the package's published
 * ES module entry, whose `export { Name } from './components/...'` lines say where each component is:
 * plain text read at build time, nothing of it imported. Chakra's styled-system modules are left out
 * (they define every style property, and name none in use).
 */
export function chakraComponentSources(texts: readonly string[]): string[] {
  const packageDir = join(root, 'node_modules', '@chakra-ui', 'react');
  const { module } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { module: string };
  const entry = join(packageDir, module);
  const modules = new Map<string, string>();
  for (const [, list, from] of readFileSync(entry, 'utf8').matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    for (const name of list!.split(',')) modules.set(name.trim().split(/\s+as\s+/).pop()!, from!);
  }
  // A Chakra release that publishes its entry differently must not leave the browser's system without its components' styles.
  if (!modules.has('Box') || !modules.has('Stack')) throw new Error(`Chakra's entry ${entry} no longer lists its components as "export { Name } from './components/...'"`);
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.includes(`${sep}components${sep}`)) return;
    const code = readFileSync(file, 'utf8');
    seen.set(file, code);
    for (const [, relative] of code.matchAll(/from '(\.[^']+)'/g)) visit(resolve(dirname(file), relative!));
  };
  for (const name of new Set(texts.flatMap(chakraImportsIn))) {
    const from = modules.get(name);
    if (from?.startsWith('.')) visit(resolve(dirname(entry), from));
  }
  return [...seen.values()];
}
