import { CSRF_TOKEN_HEADER, LANGUAGE_HEADER, SESSION_TOKEN_HEADER } from '../../../contract/http.ts';
import type { ApiConfig } from '../config.ts';
import type { AppStorage } from '../storage.ts';

/** What every call needs from the app: where the API is, the stored keys, and the session's reactions. */
export interface SessionHttpDeps {
  config: ApiConfig;
  storage: AppStorage;
  /** A token arrived in a response header (already stored); the session machine adopts it. */
  onSessionToken: (sessionToken: string) => void;
  /** Any 403: the app wipes stored data and empties the session (docs/product-spec.md, "States and transitions"). */
  onForbidden: () => void;
  /** Any 401 (the session expired on the server): the session machine signs a signed-in customer out. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export function apiRoot(config: ApiConfig): string {
  return `${config.baseUrl}${config.basePath}/${config.product}`;
}

/**
 * Spec section 7: the language header, and a stored token as both session-token and x-csrf-token
 * (not for a `sessionless` endpoint: reference data the server answers alike for everyone).
 */
export function sessionHeaders(storage: AppStorage, withSession = true): Record<string, string> {
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: storage.getText('lang') ?? 'en' };
  const token = withSession ? storage.getText('sessionToken') : null;
  if (token) {
    headers[SESSION_TOKEN_HEADER] = token;
    headers[CSRF_TOKEN_HEADER] = token;
  }
  return headers;
}

/** Every response, errors included: adopt a rotated token, apply the 403 wipe and the 401 sign-out. */
export function observeResponse(response: Response, deps: SessionHttpDeps): void {
  const rotated = response.headers.get(SESSION_TOKEN_HEADER) ?? response.headers.get(CSRF_TOKEN_HEADER);
  if (rotated && rotated !== deps.storage.getText('sessionToken')) {
    deps.storage.setText('sessionToken', rotated);
    deps.onSessionToken(rotated);
  }
  if (response.status === 403) deps.onForbidden();
  if (response.status === 401) deps.onUnauthorized?.();
}
