/**
 * The attribute the head script of index.html sets on <html> when storage has a username (spec key),
 * and the one that marks what only an anonymous visitor may see (a sign-in prompt). main.tsx keeps
 * it hidden for a signed-in visitor while the app renders the page over it.
 */
export const anonymousOnlyAttribute = 'data-anonymous-only';
export const signedInAttribute = 'data-signed-in';
/** What only a signed-in visitor may see in a page's HTML (the build's wrapper around a signed-in view). */
export const signedInOnlyAttribute = 'data-signed-in-only';
