import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CreationState } from './creation-slice';
import type { DeviceState } from './device-slice';
import type { AppServices } from './services';
import type { UiState } from './ui-slice';
import type { UserState } from './user-slice';
import type { VipState } from './vip-slice';

/** The state every app store has; an app with the RTK Query api also has `api`. */
export interface RootState {
  ui: UiState;
  user: UserState;
  device: DeviceState;
  vip: VipState;
  creation: CreationState;
}

/** Dispatch that also runs the shared thunks. */
export type AppDispatch<S extends AppServices = AppServices> = ThunkDispatch<RootState, S, UnknownAction>;

export type AppThunk<R = void, S extends AppServices = AppServices> = ThunkAction<R, RootState, S, UnknownAction>;
