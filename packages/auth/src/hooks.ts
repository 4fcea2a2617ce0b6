import type { AppServices, RootState } from '@framewise/stores';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';

/** Dispatch of the app store with the shared services as the thunk extra argument. */
export type AuthDispatch = ThunkDispatch<RootState, AppServices, UnknownAction>;

export const useAuthDispatch: () => AuthDispatch = useDispatch;
export const useAuthSelector: TypedUseSelectorHook<RootState> = useSelector;
