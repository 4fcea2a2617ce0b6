import type { AppServices, RootState } from '@framewise/stores';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';

export type ShellState = RootState;
export type ShellDispatch = ThunkDispatch<ShellState, AppServices, UnknownAction>;

export const useShellDispatch: () => ShellDispatch = useDispatch;
export const useShellSelector: TypedUseSelectorHook<ShellState> = useSelector;
