import { type Answer, createFakeServer, type Handler } from '@framewise/api-client/testing';
import type { Region, UserInfo } from '@framewise/contracts';
import { type ReactNode, useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { createPreviewStore, StoreFrame } from './preview';

export interface PreviewStoreProps {
  /** Fake API answers by "METHOD /path". */
  routes?: Record<string, Handler | Answer>;
  user?: Partial<UserInfo>;
  region?: Region;
  /** Where the page starts, e.g. '/gallery?work=w1'. */
  path?: string;
  children: ReactNode;
}

/** Stories: a store on a fake API and a router, made once per story render (the catalog provides i18n and toasts). */
export function PreviewStore({ routes, user, region, path = '/', children }: PreviewStoreProps) {
  const { store } = useMemo(
    () => createPreviewStore({ server: createFakeServer(routes), user, region }),
    [routes, user, region],
  );
  return (
    <StoreFrame store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </StoreFrame>
  );
}
