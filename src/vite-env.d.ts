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

/** The parts of Chakra's default theme the app's system is built from (vite.config.ts, chakraTheme). */
declare module 'virtual:chakra-theme' {
  import type { SystemConfig, ThemingConfig as Theme } from '@chakra-ui/react';
  export const tokens: NonNullable<Theme['tokens']>;
  export const semanticTokens: NonNullable<Theme['semanticTokens']>;
  export const recipes: NonNullable<Theme['recipes']>;
  export const keyframes: NonNullable<Theme['keyframes']>;
  export const globalCss: NonNullable<SystemConfig['globalCss']>;
  export const textStyles: NonNullable<Theme['textStyles']>;
  export const layerStyles: NonNullable<Theme['layerStyles']>;
  export const animationStyles: NonNullable<Theme['animationStyles']>;
  /** The colour shades the app's source and recipes name (`red.700`). */
  export const namedShades: readonly string[];
  /** The style properties (Chakra's utilities) and conditions the app names (src/app/providers/style-props.ts). */
  export const styleProps: { utilities: readonly string[]; conditions: readonly string[] };
  /** The token values of those style properties, by kind, but the colours' (`spacing: { 4: 'var(--chakra-spacing-4)' }`). */
  export const styleValues: Record<string, Record<string, string>>;
  /** The tokens but colours the app, its recipes and Chakra's components name whole (`sizes.5`). */
  export const namedTokens: readonly string[];
}

/** The country codes libphonenumber-js knows, listed at build time (vite.config.ts, phoneCountries). */
declare module 'virtual:phone-countries' {
  export const phoneCountries: readonly string[];
}
