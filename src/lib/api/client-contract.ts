/**
 * The contract's part the API client runs: each endpoint from its area's module (loaded on the area's
 * first call) and the error shape. Loaded beside ./client.ts, not by it (see ClientContract there).
 */
export { loadEndpoint as endpoint } from './endpoint-areas.ts';
export { apiErrorSchema } from '../../../contract/errors.ts';
