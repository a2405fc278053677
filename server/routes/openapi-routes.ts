import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { buildOpenApiDocument } from '../openapi/openapi-document.ts';

/** GET /openapi.json: the generated API description (built once; the contract only changes with a deploy). */
export function mountOpenApiRoute(router: Hono<AppEnv>, prefix: string): void {
  const document = buildOpenApiDocument({ prefix });
  router.get('/openapi.json', (c) => c.json(document));
}
