import type { HttpClient } from '@framewise/api-client';
import { type AppServices, type Brand, getBrand, type RootState } from '@framewise/stores';
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

/** The build's brand key ('domestic' or 'overseas'): the name the texts give it (`app:brand.<key>`). */
export function useBrand(): Brand {
  const dispatch = useWorksDispatch();
  return useMemo(() => dispatch(getBrand()), [dispatch]);
}
