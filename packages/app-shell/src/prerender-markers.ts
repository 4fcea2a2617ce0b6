/**
 * Attributes the build-time prerender puts on the root element and the client reads before it hydrates: the page's
 * language (hydrate only when the client picks the same one) and the i18n namespaces its texts came from.
 */
export const PRERENDER_ATTRIBUTES = {
  language: 'data-prerendered',
  namespaces: 'data-namespaces',
} as const;
