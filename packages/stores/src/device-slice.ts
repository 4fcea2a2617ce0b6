import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readJsonObject, writeJson } from './storage';

/** The system-config entry: a JSON object that holds the device's visitorId. */
export const SYSTEM_CONFIG_KEY = 'framewise-system-config';

export interface DeviceState {
  visitorId: string;
}

export const initialDeviceState: DeviceState = { visitorId: '' };

export function loadStoredDevice(): DeviceState {
  const visitorId = readJsonObject(SYSTEM_CONFIG_KEY)?.visitorId;
  return { visitorId: typeof visitorId === 'string' ? visitorId : '' };
}

/** Merges into the stored system config so other entries kept there survive. */
export function storeDevice(device: DeviceState): void {
  writeJson(SYSTEM_CONFIG_KEY, { ...readJsonObject(SYSTEM_CONFIG_KEY), visitorId: device.visitorId });
}

export const deviceSlice = createSlice({
  name: 'device',
  initialState: initialDeviceState,
  reducers: {
    setVisitorId: (state, action: PayloadAction<string>) => {
      state.visitorId = action.payload;
    },
  },
});

export const { setVisitorId } = deviceSlice.actions;
