import type { HttpClient } from '@framewise/api-client';
import type { AppServices, RootState } from '@framewise/stores';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';

/** Dispatch of the app store, with the shared services (HTTP client, navigation) as the thunk extra argument. */
export type ToolsDispatch = ThunkDispatch<RootState, AppServices, UnknownAction>;

export const useToolsDispatch: () => ToolsDispatch = useDispatch;
export const useToolsSelector: TypedUseSelectorHook<RootState> = useSelector;

/** The store's HTTP client (this package does not know the app shell). */
export function useHttp(): HttpClient {
  const dispatch = useToolsDispatch();
  return useMemo(() => dispatch((_d, _g, services) => services.http), [dispatch]);
}

/** Client-side navigation through the app's router. */
export function useNavigateTo(): (to: string) => void {
  const dispatch = useToolsDispatch();
  return useMemo(() => dispatch((_d, _g, services) => services.navigate), [dispatch]);
}
