/**
 * Attributes the build-time prerender puts on the root element and the client reads before it hydrates: the page's
 * language (hydrate only when the client picks the same one) and the i18n namespaces its texts came from.
 */
export const PRERENDER_ATTRIBUTES = {
  language: 'data-prerendered',
  namespaces: 'data-namespaces',
} as const;

/**
 * Id of the `<script type="application/json">` a page rendered at request time carries: the api answers its markup
 * was made from (api-client ServerAnswers), which the client's cache starts with before it hydrates.
 */
export const SERVER_ANSWERS_ID = 'fw-server-answers';
