/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_BASE_PATH?: string;
  readonly VITE_API_PRODUCT?: string;
  readonly VITE_BUILD_ID?: string;
  readonly VITE_IP_COUNTRY_URL?: string;
  readonly VITE_ENABLE_DEV_TOOLS?: string;
}
