/**
 * The message namespaces (the part of a key before the first dot) every start needs: the frame, the
 * error pages and the prerendered public pages. They load before the first render; every other
 * namespace (forms, flows, tools) loads with the first page that is not prerendered. The split keeps
 * the first route's JavaScript small however many strings the flows add. The prerender build fails
 * if a prerendered page uses a key outside these namespaces.
 */
export const coreNamespaces = ['app', 'screen', 'nav', 'language', 'colorMode', 'error', 'toast', 'page', 'home', 'services', 'content', 'account', 'help'] as const;

export const isCoreKey = (key: string) => (coreNamespaces as readonly string[]).includes(key.split('.')[0] ?? '');
