import { type BuildFeatures, getBuildFeatures, type PageSurface, useAppDispatch } from '@framewise/stores';
import { useMemo } from 'react';

/** What the build offers, from the services the app gave its store (this package does not know the app shell). */
export function useBuildFeatures(): BuildFeatures {
  const dispatch = useAppDispatch();
  return useMemo(() => dispatch(getBuildFeatures()), [dispatch]);
}

/** Client-side navigation through the app's router (the store's services). */
export function useNavigateTo(): (to: string) => void {
  const dispatch = useAppDispatch();
  return useMemo(() => dispatch((_d, _g, services) => services.navigate), [dispatch]);
}

/** Where the page runs, as the app decided at its composition root (desktop when it did not say). */
export function useSurface(): PageSurface {
  const dispatch = useAppDispatch();
  return useMemo(() => dispatch((_d, _g, services) => services.surface ?? 'desktop'), [dispatch]);
}
