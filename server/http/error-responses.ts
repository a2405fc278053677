import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from '../../contract/errors.ts';
import { CSRF_TOKEN_HEADER, SESSION_TOKEN_HEADER } from '../../contract/http.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { describeError, type Logger } from '../observability/log.ts';
import { serviceUnavailableError } from './health.ts';
import { ApiHttpError, internalError, notFoundError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';
import { loggablePath } from './request-log.ts';

const codeByStatus: Partial<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  429: 'rate_limited',
};

function sendError(c: Context<AppEnv>, error: ApiHttpError): Response {
  // Headers a handler set before failing (a public Cache-Control, a token) must not ride on the error.
  c.header('Cache-Control', 'no-store');
  c.header('Vary', undefined);
  c.header(SESSION_TOKEN_HEADER, undefined);
  c.header(CSRF_TOKEN_HEADER, undefined);
  if (error.details.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.details.retryAfterSeconds));
  return c.json(error.toBody(), error.status);
}

/**
 * Every failure leaves as the contract's one error shape. A database out of reach is answered 503
 * service_unavailable with Retry-After; other unexpected errors are logged with their stack and
 * answered with a generic 500 that says nothing about the inside.
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiHttpError) return sendError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      return sendError(c, new ApiHttpError(status, codeByStatus[status] ?? 'bad_request', error.message || 'The request is not valid.'));
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while the database is away: one warning line, no stack; the client is told to retry.
      logger.warn(`Database unavailable in ${c.req.method} ${loggablePath(c)}: ${describeError(error).description}`);
      return sendError(c, serviceUnavailableError('The service is briefly unavailable. Please try again in a moment.'));
    }
    logger.error(`Unhandled error in ${c.req.method} ${loggablePath(c)}`, error);
    return sendError(c, internalError());
  };
}

/**
 * No route matched. Under the API prefix, a path that exists for other methods answers 405 with Allow;
 * anything else 404.
 */
export function notFoundHandler(options: { prefix: string; methodsByPath: ReadonlyMap<string, readonly string[]> }): NotFoundHandler<AppEnv> {
  // Templated paths (`/payments/:paymentId`) match any one segment in place of each parameter. Development
  // paths are left out: when they are not mounted, no method works there (404, not 405).
  const templated = [...options.methodsByPath]
    .filter(([path]) => path.includes('/:') && !path.startsWith('/dev/'))
    .map(([path, methods]) => ({ pattern: new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`), methods }));
  const methodsOf = (path: string) => options.methodsByPath.get(path) ?? templated.find(({ pattern }) => pattern.test(path))?.methods;
  return (c) => {
    const path = c.req.path;
    if (path.startsWith(`${options.prefix}/`)) {
      const methods = methodsOf(path.slice(options.prefix.length));
      if (methods) {
        const allow = methods.includes('GET') ? [...methods, 'HEAD'] : [...methods];
        c.header('Allow', allow.join(', '));
        return sendError(c, new ApiHttpError(405, 'method_not_allowed', `${c.req.method} is not allowed here. Allowed: ${allow.join(', ')}.`));
      }
    }
    return sendError(c, notFoundError(path));
  };
}
