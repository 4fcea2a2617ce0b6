import { DRAFT_TOOLS, type DraftTool } from './types';

/** Session storage keys: one draft per tool, and whose drafts they are. */
const DRAFT_KEY_PREFIX = 'framewise.draft.';
export const DRAFT_OWNER_KEY = 'framewise.draft.owner';
/** The owner of drafts written while logged out (the store's empty uuid). */
const VISITOR = '';

export function draftKey(tool: DraftTool): string {
  return `${DRAFT_KEY_PREFIX}${tool}`;
}

/** The session storage, or null where the browser blocks it. */
export function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

type Listener = (tool: DraftTool) => void;
const listeners = new Set<Listener>();

/** Called with the tool whose draft was written from outside its screen (draw same, a reset). */
export function subscribeDrafts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function announce(tool: DraftTool): void {
  for (const listener of [...listeners]) listener(tool);
}

/** The stored draft as it was written (unchecked; initDraft makes it whole), or null. */
export function readDraft(tool: DraftTool): unknown {
  const raw = storage()?.getItem(draftKey(tool));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Stores a draft; `announce` tells an open screen of the tool to take it up (draw same). */
export function writeDraft(tool: DraftTool, draft: object, { notify = false } = {}): void {
  try {
    storage()?.setItem(draftKey(tool), JSON.stringify(draft));
  } catch {
    // A full or blocked storage loses the draft, not the screen.
  }
  if (notify) announce(tool);
}

export function clearDraft(tool: DraftTool): void {
  storage()?.removeItem(draftKey(tool));
}

/**
 * Drafts hold the user's uploads, so they belong to one account: when the logged-in user changes from one account
 * to another or logs out, they are reset. A visitor's drafts are adopted by whoever logs in, since that is the same
 * person who wrote them (a prompt, then Generate, then the login modal). A draft copied from the gallery
 * (isGalleryDrawSame) survives one reset; its flag is cleared so the next reset applies. Returns the tools whose
 * drafts were reset.
 */
export function reconcileDraftOwner(uuid: string): DraftTool[] {
  const store = storage();
  if (!store) return [];
  const owner = store.getItem(DRAFT_OWNER_KEY);
  if (owner === uuid) return [];
  store.setItem(DRAFT_OWNER_KEY, uuid);
  // A first visit has no drafts to reset; a visitor's drafts pass to the account that logs in.
  if (owner === null || owner === VISITOR) return [];
  const reset: DraftTool[] = [];
  for (const tool of DRAFT_TOOLS) {
    const draft = readDraft(tool);
    if (draft === null) continue;
    if (typeof draft === 'object' && (draft as { isGalleryDrawSame?: unknown }).isGalleryDrawSame === true) {
      writeDraft(tool, { ...draft, isGalleryDrawSame: false });
    } else {
      clearDraft(tool);
      reset.push(tool);
    }
  }
  for (const tool of reset) announce(tool);
  return reset;
}
