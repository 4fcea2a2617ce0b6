import type { ApiState } from '@framewise/api-client';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CreationState } from './creation-slice';
import type { DeviceState } from './device-slice';
import type { AppServices } from './services';
import type { UiState } from './ui-slice';
import type { UserState } from './user-slice';
import type { VipState } from './vip-slice';

/** The state of every app store; `api` is the RTK Query cache of @framewise/api-client. */
export interface RootState {
  ui: UiState;
  user: UserState;
  device: DeviceState;
  vip: VipState;
  creation: CreationState;
  api: ApiState;
}

/** Dispatch that also runs the shared thunks. */
export type AppDispatch<S extends AppServices = AppServices> = ThunkDispatch<RootState, S, UnknownAction>;

export type AppThunk<R = void, S extends AppServices = AppServices> = ThunkAction<R, RootState, S, UnknownAction>;
