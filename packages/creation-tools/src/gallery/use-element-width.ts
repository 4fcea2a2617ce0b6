import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The element's content width and its distance from the top of the document, kept current on resize. Without
 * layout (tests) the window's width stands in, so the layout still has something to work with.
 */
export function useElementBox(ref: RefObject<HTMLElement | null>): { width: number; top: number } {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const width = el.clientWidth || window.innerWidth;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setBox((prev) => (prev.width === width && prev.top === top ? prev : { width, top }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // Content above the grid (tags loading, a banner) moves it down without resizing it.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
