import { useLayoutEffect } from 'react';

export const LIGHT_THEME_CLASS = 'fw-theme-light';

/**
 * Puts the whole document in the light theme while the page is shown (legal pages and the mobile member / point
 * pages, per the brand guide), so the header, the page and the overscroll area agree; leaving restores dark.
 */
export function useLightTheme(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (root.classList.contains(LIGHT_THEME_CLASS)) return;
    root.classList.add(LIGHT_THEME_CLASS);
    return () => root.classList.remove(LIGHT_THEME_CLASS);
  }, []);
}
