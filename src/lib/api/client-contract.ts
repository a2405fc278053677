/**
 * The contract's part the API client runs: the endpoint table (each answer's schema) and the error
 * shape. Loaded beside ./client.ts, not by it (see ClientContract there).
 */
export { endpoints } from '../../../contract/endpoints.ts';
export { apiErrorSchema } from '../../../contract/errors.ts';
