/**
 * The colour palettes the app uses: only these become CSS variables and ship in the bundle (vite.config.ts
 * picks them from Chakra's full token set into `virtual:chakra-theme`). Every prerendered page
 * carries the token stylesheet, and every palette left out is ~80 custom properties less to parse and
 * cascade, and ~0.3 KiB less JavaScript on every page. Add a palette here before using it.
 */
export const palettes = ['gray', 'teal', 'red', 'green', 'orange', 'blue'] as const;

/** Chakra's plain colour tokens kept beside the palettes. */
export const baseColors = ['transparent', 'current', 'black', 'white', 'blackAlpha', 'whiteAlpha'] as const;

/** Chakra's semantic colour groups kept beside the palettes' own. */
export const semanticGroups = ['bg', 'fg', 'border'] as const;

/** Chakra's recipes the app's components use (as `<name>Recipe` in `@chakra-ui/react/theme`): add one before using its component. */
export const chakraRecipes = ['button', 'container', 'heading', 'link', 'spinner'] as const;

/**
 * The spec's breakpoints (section 9): xsmall 451, small 576, medium 768, large 992, xlarge 1201. Here, not in
 * chakra-system.ts, because the build reads them too (vite.config.ts: the browser's style values).
 */
export const breakpoints = { xs: '451px', sm: '576px', md: '768px', lg: '992px', xl: '1201px' };
