let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/**
 * Stops the page behind a modal from scrolling. Counted, so stacked modals unlock only when the last one closes;
 * the scrollbar's width is padded back so the page does not shift sideways. Returns the unlock function.
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = undefined;
    }
  };
}
