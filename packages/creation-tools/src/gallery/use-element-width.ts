import { type RefObject, useEffect, useState } from 'react';

/**
 * The element's content width and its distance from the top of the document, kept current on resize; 0 until the
 * first measurement. It arrives with the ResizeObserver's first callback, after the browser's own layout: measuring
 * during React's commit instead forced a layout of the whole page inside the commit's task (a long task on phones),
 * and what shows before it (the gallery's CSS rows) looks the same. Without ResizeObserver (tests) the window's
 * width stands in, measured at once.
 */
export function useElementBox(ref: RefObject<HTMLElement | null>): { width: number; top: number } {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const width = el.clientWidth || window.innerWidth;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setBox((prev) => (prev.width === width && prev.top === top ? prev : { width, top }));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
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
