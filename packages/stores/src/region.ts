import type { Region } from '@framewise/contracts/routes';
import type { AppThunk } from './state';

/**
 * The build's region ('cn' domestic, 'global' overseas) from the services the app gave the store, for shared
 * screens that differ by build: `dispatch(getRegion())`. It dispatches nothing, so it is safe during render.
 */
export const getRegion = (): AppThunk<Region> => (_dispatch, _getState, services) => services.region;
