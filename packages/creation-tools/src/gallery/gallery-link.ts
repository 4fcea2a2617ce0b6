/** The query parameter that opens a work's detail over the gallery. */
export const WORK_PARAM = 'work';
/** The gallery's query parameters for the tag and the sort order. */
export const TAG_PARAM = 'tag';
export const SORT_PARAM = 'sort';

export const GALLERY_PATH = '/gallery';

/** A link that opens a work's detail in the gallery: /gallery?work=<id>, absolute when an origin is given. */
export function galleryLinkOf(id: string, origin = ''): string {
  const params = new URLSearchParams({ [WORK_PARAM]: id });
  return `${origin}${GALLERY_PATH}?${params.toString()}`;
}

/** The parameters with the detail of id opened (or closed with null), other parameters untouched. */
export function withWorkParam(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete(WORK_PARAM);
  else next.set(WORK_PARAM, id);
  return next;
}
