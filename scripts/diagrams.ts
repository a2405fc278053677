/**
 * `npm run diagrams`: writes a Mermaid diagram of every machine (docs/diagrams/<id>.mmd) and one
 * page drawing them all (docs/diagrams/index.html), from the machine objects themselves.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { machineRegistry } from '../machines/registry.ts';
import { diagramFiles } from '../machines/tooling/diagram-files.ts';

const dir = resolve(import.meta.dirname, '../docs/diagrams');
await mkdir(dir, { recursive: true });
const files = diagramFiles(machineRegistry);
for (const name of await readdir(dir)) if (!files.has(name)) await rm(join(dir, name));
for (const [name, text] of files) await writeFile(join(dir, name), text);
console.log(`Wrote ${files.size} files to docs/diagrams: ${[...files.keys()].join(', ')}`);
