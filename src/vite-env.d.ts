/// <reference types="vite/client" />

/** True in development and staging builds: the tools for testers and support (vite.config.ts). */
declare const __DEV_TOOLS__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_BASE_PATH?: string;
  readonly VITE_API_PRODUCT?: string;
  readonly VITE_BUILD_ID?: string;
  readonly VITE_IP_COUNTRY_URL?: string;
  readonly VITE_ENABLE_DEV_TOOLS?: string;
}

/** src/locales/<lang>.json split by namespace (vite.config.ts, messageCatalogues). */
declare module 'virtual:messages/*' {
  const messages: Record<string, string>;
  export default messages;
}

/** Chakra's colour tokens with only the app's palettes (vite.config.ts, chakraColors). */
declare module 'virtual:chakra-colors' {
  import type { SemanticTokenDefinition, TokenDefinition } from '@chakra-ui/react';
  export const colors: TokenDefinition['colors'];
  export const semanticColors: SemanticTokenDefinition['colors'];
}

/** The country codes libphonenumber-js knows, listed at build time (vite.config.ts, phoneCountries). */
declare module 'virtual:phone-countries' {
  export const phoneCountries: readonly string[];
}
