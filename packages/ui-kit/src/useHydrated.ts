import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => typeof document !== 'undefined';
const onServer = () => false;

/**
 * False on the server and during the render that hydrates prerendered HTML, true otherwise: for parts the server
 * cannot render (portals into <body>, slots that depend on the page's query), so hydration finds what it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
