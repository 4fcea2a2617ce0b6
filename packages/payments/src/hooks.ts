import type { HttpClient } from '@framewise/api-client';
import {
  type AppServices,
  type BuildFeatures,
  getBuildFeatures,
  type PageSurface,
  type RootState,
} from '@framewise/stores';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';

/** Dispatch of the app store with the shared services as the thunk extra argument. */
export type PaymentsDispatch = ThunkDispatch<RootState, AppServices, UnknownAction>;

export const usePaymentsDispatch: () => PaymentsDispatch = useDispatch;
export const usePaymentsSelector: TypedUseSelectorHook<RootState> = useSelector;

/** What the build offers, from the services the app gave its store (this package does not know the app shell). */
export function useBuildFeatures(): BuildFeatures {
  const dispatch = usePaymentsDispatch();
  return useMemo(() => dispatch(getBuildFeatures()), [dispatch]);
}

/** The store's HTTP client, for the pay calls of the screens. */
export function useHttp(): HttpClient {
  const dispatch = usePaymentsDispatch();
  return useMemo(() => dispatch((_d, _g, services) => services.http), [dispatch]);
}

/** Client-side navigation through the app's router (the store's services). */
export function useNavigateTo(): (to: string) => void {
  const dispatch = usePaymentsDispatch();
  return useMemo(() => dispatch((_d, _g, services) => services.navigate), [dispatch]);
}

/** Where the page runs, as the app decided at its composition root (desktop when it did not say). */
export function useSurface(): PageSurface {
  const dispatch = usePaymentsDispatch();
  return useMemo(() => dispatch((_d, _g, services) => services.surface ?? 'desktop'), [dispatch]);
}
