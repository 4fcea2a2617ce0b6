import { type Answer, createFakeServer, type Handler } from '@framewise/api-client/testing';
import type { Region, UserInfo } from '@framewise/contracts';
import { createPreviewStore, type PreviewOptions, StoreFrame } from '@framewise/stores/testing';
import { type ReactNode, useMemo } from 'react';

export interface PreviewStoreProps {
  /** Fake API answers by "METHOD /path". */
  routes?: Record<string, Handler | Answer>;
  user?: Partial<UserInfo>;
  region?: Region;
  services?: PreviewOptions['services'];
  children: ReactNode;
}

/** Stories: a store on a fake API, made once per story render. */
export function PreviewStore({ routes, user, region, services, children }: PreviewStoreProps) {
  const { store } = useMemo(
    () => createPreviewStore({ server: createFakeServer(routes), user, region, ...(services ? { services } : {}) }),
    [routes, user, region, services],
  );
  return <StoreFrame store={store}>{children}</StoreFrame>;
}
