import { type ApiErrorInfo, toApiErrorInfo } from '@framewise/api-client';
import { PLAN_PERIODS, type PlanPeriod } from '@framewise/contracts/routes';
import { createAsyncThunk, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppServices } from './services';
import { readJsonObject, removeKey, writeJson } from './storage';
import { resetUserInfo, type UserState } from './user-slice';
import {
  FALLBACK_VIP_NAME,
  type MembershipEntry,
  topMembership,
  VIP_CACHE_TTL_MS,
  type VipFlags,
  vipDisplayName,
  vipFlagsOf,
} from './vip-rules';

/** The VIP info cache, kept per user across reloads for as long as it is valid (15 minutes). */
export const VIP_STORAGE_KEY = 'framewise-vip';

export interface VipState {
  /** Whose memberships these are ('' when nothing is cached). */
  uuid: string;
  entries: MembershipEntry[];
  /** When the entries were fetched (epoch ms); null when nothing is cached. */
  fetchedAt: number | null;
  /** The latest request under way: an older answer that arrives later is dropped. */
  requestId: string | null;
  /** The last request failed; cached entries, if any, still stand. */
  failed: boolean;
}

export const initialVipState: VipState = { uuid: '', entries: [], fetchedAt: null, requestId: null, failed: false };

export interface VipInfoLoaded {
  uuid: string;
  entries: MembershipEntry[];
  fetchedAt: number;
}

/** The answer of /api/user/vipInfo in the slice's shape. */
export function membershipsOf(
  list: readonly { vip_type: string; name: string; batch_type: PlanPeriod; expire_time: string }[],
) {
  return list.map(
    (e): MembershipEntry => ({ vip_type: e.vip_type, name: e.name, batch_type: e.batch_type, expire: e.expire_time }),
  );
}

/** One request to /api/user/vipInfo for the given user. Use fetchVipInfo, which adds the cache rules. */
export const loadVipInfo = createAsyncThunk<
  VipInfoLoaded,
  { uuid: string },
  { extra: AppServices; rejectValue: ApiErrorInfo }
>('vip/load', async ({ uuid }, { extra, rejectWithValue }) => {
  try {
    const { list } = await extra.http.call('getVipInfo');
    return { uuid, entries: membershipsOf(list), fetchedAt: Date.now() };
  } catch (err) {
    // Kept serializable for the action; fetchVipInfo turns it back into an ApiError for its callers.
    return rejectWithValue(toApiErrorInfo(err));
  }
});

export const vipSlice = createSlice({
  name: 'vip',
  initialState: initialVipState,
  reducers: {
    // Both also drop the answer of a request under way: it was asked before what they know.
    /** Memberships learnt elsewhere (the login answer). */
    vipInfoLoaded: (_state, action: PayloadAction<VipInfoLoaded>) => ({
      ...action.payload,
      requestId: null,
      failed: false,
    }),
    /** Forgets the cached memberships; the next fetch goes to the server. */
    clearVipCache: () => initialVipState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadVipInfo.pending, (state, action) => {
        state.requestId = action.meta.requestId;
      })
      .addCase(loadVipInfo.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return state;
        return { ...action.payload, requestId: null, failed: false };
      })
      .addCase(loadVipInfo.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.requestId = null;
        state.failed = true;
      })
      // Another user (or none): nothing cached applies any more, and answers under way are dropped.
      .addCase(resetUserInfo, () => initialVipState);
  },
});

export const { vipInfoLoaded, clearVipCache } = vipSlice.actions;

/** Age of the cache for this user in ms; Infinity when nothing is cached for them. */
export function vipCacheAge(vip: VipState, uuid: string, now: number): number {
  if (vip.fetchedAt === null || !uuid || vip.uuid !== uuid) return Number.POSITIVE_INFINITY;
  return Math.max(0, now - vip.fetchedAt);
}

const isMembershipEntry = (value: unknown): value is MembershipEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.vip_type === 'string' &&
    typeof e.name === 'string' &&
    typeof e.expire === 'string' &&
    (PLAN_PERIODS as readonly unknown[]).includes(e.batch_type)
  );
};

/** The stored cache when it belongs to this user and is still valid; the initial state otherwise. */
export function loadStoredVip(uuid: string, now = Date.now()): VipState {
  const stored = readJsonObject(VIP_STORAGE_KEY);
  if (!stored || !uuid || stored.uuid !== uuid) return initialVipState;
  const { fetchedAt, entries } = stored;
  if (typeof fetchedAt !== 'number' || !Array.isArray(entries) || !entries.every(isMembershipEntry)) {
    return initialVipState;
  }
  if (vipCacheAge({ ...initialVipState, uuid, fetchedAt }, uuid, now) >= VIP_CACHE_TTL_MS) return initialVipState;
  return { ...initialVipState, uuid, fetchedAt, entries };
}

export function storeVip(vip: VipState): void {
  if (vip.fetchedAt === null || !vip.uuid) removeKey(VIP_STORAGE_KEY);
  else writeJson(VIP_STORAGE_KEY, { uuid: vip.uuid, fetchedAt: vip.fetchedAt, entries: vip.entries });
}

type WithVip = { vip: VipState; user: Pick<UserState, 'uuid' | 'vip_type' | 'vip_name'> };
const EMPTY: MembershipEntry[] = [];

export const selectVip = (state: WithVip): VipState => state.vip;
/** True when the memberships of the logged-in user are cached (loaded from /api/user/vipInfo). */
export const selectVipLoaded = (state: WithVip): boolean =>
  state.vip.fetchedAt !== null && state.user.uuid !== '' && state.vip.uuid === state.user.uuid;
export const selectVipFailed = (state: WithVip): boolean => state.vip.failed;

/** The logged-in user's memberships ([] until loaded). */
export const selectMemberships = createSelector([selectVip, selectVipLoaded], (vip, loaded) =>
  loaded ? vip.entries : EMPTY,
);

// Until /api/user/vipInfo answers, the user info's vip_type (its highest plan) stands in for the list.
const selectVipTypes = createSelector(
  [selectMemberships, selectVipLoaded, (state: WithVip) => state.user.vip_type],
  (entries, loaded, userType): string[] => (loaded ? entries.map((e) => e.vip_type) : userType ? [userType] : []),
);

export const selectVipFlags = createSelector([selectVipTypes], (types): VipFlags => vipFlagsOf(types));

/** The displayed VIP name: the highest-ranked membership's, fallback 'VIP'. */
export const selectVipName = createSelector(
  [selectMemberships, selectVipLoaded, (state: WithVip) => state.user.vip_name],
  (entries, loaded, userName) => (loaded ? vipDisplayName(entries) : userName.trim() || FALLBACK_VIP_NAME),
);

export const selectTopMembership = createSelector([selectMemberships], (entries) => topMembership(entries));
