import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is meant to run on each new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
