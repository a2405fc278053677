import type { LiveSession } from '../sessions/session-store.ts';

/** What middleware puts on the Hono context for later handlers. */
export interface AppEnv {
  Variables: {
    /** The live session of the request's token, or null when it carried none. */
    session: LiveSession | null;
    /** SHA-256 sources of the inline scripts of the HTML page being served, for the CSP. */
    scriptHashes: string[] | undefined;
    /** The request's id (X-Request-Id), also on every log line of the request. */
    requestId: string;
  };
}
