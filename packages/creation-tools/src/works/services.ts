import type { HttpClient } from '@framewise/api-client';
import type { Region } from '@framewise/contracts/routes';
import { type AppServices, getRegion, type RootState } from '@framewise/stores';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';

/** Dispatch of the app store; the shared services ride along as the thunk extra argument. */
export type WorksDispatch = ThunkDispatch<RootState, AppServices, UnknownAction>;

export const useWorksDispatch: () => WorksDispatch = useDispatch;
export const useWorksSelector: TypedUseSelectorHook<RootState> = useSelector;

/** The store's HTTP client (this package does not know the app shell, only the store it was given). */
export function useHttp(): HttpClient {
  const dispatch = useWorksDispatch();
  return useMemo(() => dispatch((_d, _g, services) => services.http), [dispatch]);
}

/** The build's region: 'cn' for the domestic build, 'global' for the overseas one. */
export function useRegion(): Region {
  const dispatch = useWorksDispatch();
  return useMemo(() => dispatch(getRegion()), [dispatch]);
}
