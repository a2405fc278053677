/**
 * The import circles among our modules, counting what ESLint's import-x/no-cycle leaves out:
 * type-only imports (`import type`, `export type ... from`, `import('...')` in a type) and dynamic
 * `import()` calls. Read with TypeScript's own parser and resolver (the folder's tsconfig.json, so
 * its `paths` resolve). Used by scripts/check-cycles.ts and tests/tooling/import-circles.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The folders of our own code. */
export const codeFolders = ['src', 'machines', 'contract', 'server', 'scripts', 'tests', 'e2e'] as const;

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.split('/').includes('node_modules'));
}

/** Every module a file names: static imports and re-exports (type-only too), import() calls and import types. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each circle: one strongly connected group of files, as the shortest circle through its first file (paths relative to root). */
export function importCircles(root: string, folders: readonly string[]): { files: string[]; circle: string[] }[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`${join(root, 'tsconfig.json')} could not be read`);
  const options = config.options;
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = folders.flatMap((folder) => sourceFiles(root, folder));
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule?.resolvedFileName;
      if (resolved && known.has(resolved) && resolved !== file) targets.add(resolved);
    }
    edges.set(file, [...targets]);
  }
  const name = (file: string) => relative(root, file);
  return stronglyConnected(files, edges).map((group) => ({ files: group.map(name).sort(), circle: circleThrough(group, edges).map(name) }));
}

/** Tarjan's strongly connected components: each group of two or more files is a circle (or several). */
function stronglyConnected(files: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return groups;
}

/** One circle inside a group, for the message: the shortest way from its first file back to itself. */
function circleThrough(group: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of edges.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...group];
}
