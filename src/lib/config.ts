import { DEFAULT_API_BASE_PATH, DEFAULT_API_PRODUCT } from '../../contract/http.ts';

/**
 * Build-time configuration (Vite env). Documented in docs/configuration.md.
 * VITE_API_BASE_URL: API base address (default: same origin). VITE_API_BASE_PATH: base path
 * (default /rest/s1). VITE_API_PRODUCT: the {product} segment (default insurance).
 */
export interface ApiConfig {
  baseUrl: string;
  basePath: string;
  product: string;
}

const env = import.meta.env;

export const apiConfig: ApiConfig = {
  baseUrl: (env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  basePath: env.VITE_API_BASE_PATH ?? DEFAULT_API_BASE_PATH,
  product: env.VITE_API_PRODUCT ?? DEFAULT_API_PRODUCT,
};

/** The id of this build, compared with the deployed build manifest. */
export const currentBuildId: string = env.VITE_BUILD_ID ?? 'development';
