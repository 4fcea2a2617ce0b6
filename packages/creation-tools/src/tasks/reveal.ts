/** Whether the user asked the system for less motion: scrolling then jumps instead of gliding. */
function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether the whole element is inside the viewport. */
function isInViewport(element: Element, win: Window = window): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= win.innerHeight && box.right <= win.innerWidth;
}

/**
 * Brings an element into view when it is not already (on a phone the results sit below the form, far off
 * screen): centred, so the sticky header does not cover it, smoothly unless reduced motion is asked for.
 * Returns whether it scrolled.
 */
export function revealElement(element: Element, win: Window = window): boolean {
  if (isInViewport(element, win)) return false;
  element.scrollIntoView({
    block: 'center',
    inline: 'nearest',
    behavior: prefersReducedMotion(win) ? 'auto' : 'smooth',
  });
  return true;
}
