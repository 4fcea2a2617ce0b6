import type { Mode } from '@framewise/contracts/routes';
import { type AppThunk, chooseMode, selectMode, useAppDispatch, useAppSelector } from '@framewise/stores';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DraftContext, initDraft } from './init';
import { readDraft, reconcileDraftOwner, subscribeDrafts, writeDraft } from './storage';
import type { DraftByTool, DraftTool } from './types';

const liveMode: AppThunk<Mode> = (_dispatch, getState) => selectMode(getState());

interface DraftHandle<T extends DraftTool> {
  draft: DraftByTool[T];
  /** Changes some fields; the draft is stored at once. */
  update(patch: Partial<DraftByTool[T]>): void;
  /** True after the screen opened with settings copied by draw same, until dismissed. */
  copied: boolean;
  dismissCopied(): void;
}

/**
 * A tool's draft in session storage, made whole against the server's options, kept in step with the generation
 * mode of the store, reset when the logged-in user changes, and taken up again when draw same writes it while the
 * screen is open.
 */
export function useDraft<T extends DraftTool>(tool: T, ctx: DraftContext): DraftHandle<T> {
  const dispatch = useAppDispatch();
  const uuid = useAppSelector((s) => s.user.uuid);
  const mode = useAppSelector(selectMode);
  const load = useCallback(() => {
    reconcileDraftOwner(uuid);
    return initDraft(tool, readDraft(tool), ctx);
  }, [tool, ctx, uuid]);
  const [draft, setDraft] = useState<DraftByTool[T]>(load);
  const [copied, setCopied] = useState(false);
  const current = useRef(draft);
  current.current = draft;

  const commit = useCallback(
    (next: DraftByTool[T]) => {
      current.current = next;
      writeDraft(tool, next);
      setDraft(next);
    },
    [tool],
  );

  // Opening: the stored draft (or one copied by draw same) becomes the screen's; its mode becomes the store's.
  const take = useCallback(
    (next: DraftByTool[T]) => {
      if (next.isDrawSame) setCopied(true);
      // Unlimited mode without unlimitEnable is refused: the draft then takes the store's mode.
      dispatch(chooseMode(next.mode));
      commit({ ...next, isDrawSame: false, mode: dispatch(liveMode) });
    },
    [dispatch, commit],
  );

  // New options (another tool, reloaded config, the model's overlay characters) or another user: check again.
  useEffect(() => {
    take(load());
  }, [load, take]);

  useEffect(
    () =>
      subscribeDrafts((changed) => {
        if (changed === tool) take(initDraft(tool, readDraft(tool), ctx));
      }),
    [tool, ctx, take],
  );

  // The mode selector writes the store; the draft remembers it (read live: an opening above may just have set it).
  useEffect(() => {
    const live = dispatch(liveMode);
    if (live === mode && current.current.mode !== live) commit({ ...current.current, mode: live });
  }, [dispatch, mode, commit]);

  const update = useCallback((patch: Partial<DraftByTool[T]>) => commit({ ...current.current, ...patch }), [commit]);
  const dismissCopied = useCallback(() => setCopied(false), []);
  return { draft, update, copied, dismissCopied };
}
