/**
 * `node scripts/openapi-lint.ts [--out FILE]`: writes the OpenAPI document the server serves (built from
 * the endpoint table with the default API prefix) to a file and lints it with Redocly CLI's recommended
 * rules (redocly.yaml). Exits non-zero on any error, or on a place the document has no example for.
 * A stage of `npm test` (beside eslint); docs/api.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiPrefix, testConfig } from '../server/config.ts';
import { buildOpenApiDocument } from '../server/openapi/openapi-document.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
const missing: string[] = [];
const document = buildOpenApiDocument({ prefix: apiPrefix(testConfig()), onMissingExample: (where, reason) => missing.push(`${where}: ${reason}`) });
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths as Record<string, object>).reduce((sum, item) => sum + Object.keys(item).length, 0);
console.log(`OpenAPI document: ${operations} operations, written to ${out}`);
if (missing.length > 0) {
  console.error(`No example could be made for:\n  ${missing.join('\n  ')}`);
  process.exitCode = 1;
}
const lint = spawnSync('npx', ['redocly', 'lint', out, '--config', 'redocly.yaml', '--format=stylish'], {
  stdio: 'inherit',
  // No usage data sent and no update notice: the test command runs offline-friendly and quiet.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
if (lint.status !== 0) process.exitCode = 1;
