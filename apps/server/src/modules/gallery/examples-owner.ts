/**
 * The system account that owns the example works: "Framewise" in the gallery. It has no login identity, so nobody
 * can sign in as it; the gallery ranks its works below every real one.
 */
export const EXAMPLES_OWNER = {
  uuid: '00000000-0000-4000-8000-00000000f1a3',
  nickname: 'Framewise',
} as const;
