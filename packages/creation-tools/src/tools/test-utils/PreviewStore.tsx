import { type Answer, createFakeServer, type Handler } from '@framewise/api-client/testing';
import type { UserInfo } from '@framewise/contracts';
import type { MembershipEntry } from '@framewise/stores';
import { type ReactNode, useMemo } from 'react';
import { createPreviewStore, StoreFrame } from './preview';

export interface PreviewStoreProps {
  /** Fake API answers by "METHOD /path". */
  routes?: Record<string, Handler | Answer>;
  user?: Partial<UserInfo>;
  memberships?: MembershipEntry[];
  /** The router's starting path (the tool tab query). */
  path?: string;
  children: ReactNode;
}

/** Stories: a store on a fake API with the upload engine and a router, made once per story render. */
export function PreviewStore({ routes, user, memberships, path, children }: PreviewStoreProps) {
  const { store } = useMemo(
    () => createPreviewStore({ server: createFakeServer(routes), user, memberships }),
    [routes, user, memberships],
  );
  return (
    <StoreFrame store={store} path={path}>
      {children}
    </StoreFrame>
  );
}
