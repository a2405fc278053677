import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { buildOpenApiDocument } from '../openapi/openapi-document.ts';

/**
 * The document per API prefix, built on its first request and kept for the process (the contract only
 * changes with a deploy). Built when each app was made, it cost every app about 0.1-0.25 s of CPU (a
 * JSON Schema and examples for every endpoint): a server starts one app, but the server tests make
 * hundreds, and few of them ask for the document.
 */
const documents = new Map<string, ReturnType<typeof buildOpenApiDocument>>();

/** GET /openapi.json: the generated API description. */
export function mountOpenApiRoute(router: Hono<AppEnv>, prefix: string): void {
  router.get('/openapi.json', (c) => {
    let document = documents.get(prefix);
    if (!document) documents.set(prefix, (document = buildOpenApiDocument({ prefix })));
    return c.json(document);
  });
}
