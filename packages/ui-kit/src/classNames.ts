/** Joins the truthy class names: cx('fw-button', loading && 'fw-button--loading'). */
export function cx(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
