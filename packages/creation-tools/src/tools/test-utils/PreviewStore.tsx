import { type Answer, createFakeServer, type Handler } from '@framewise/api-client/testing';
import type { Region, UserInfo } from '@framewise/contracts';
import type { MembershipEntry } from '@framewise/stores';
import { type ReactNode, useMemo } from 'react';
import { createPreviewStore, StoreFrame } from './preview';

export interface PreviewStoreProps {
  /** Fake API answers by "METHOD /path". */
  routes?: Record<string, Handler | Answer>;
  user?: Partial<UserInfo>;
  memberships?: MembershipEntry[];
  region?: Region;
  /** Where the page starts, e.g. '/gallery?work=w1' or a tool tab query. */
  path?: string;
  children: ReactNode;
}

/** Stories: a store on a fake API with the upload engine and a router, made once per story render. */
export function PreviewStore({ routes, user, memberships, region, path, children }: PreviewStoreProps) {
  const { store } = useMemo(
    () => createPreviewStore({ server: createFakeServer(routes), user, memberships, region }),
    [routes, user, memberships, region],
  );
  return (
    <StoreFrame store={store} path={path}>
      {children}
    </StoreFrame>
  );
}
