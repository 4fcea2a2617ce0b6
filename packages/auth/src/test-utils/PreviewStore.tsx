import { type Answer, createFakeServer, type Handler } from '@framewise/api-client/testing';
import type { Region, UserInfo } from '@framewise/contracts';
import { createPreviewStore, StoreFrame } from '@framewise/stores/testing';
import { type ReactNode, useMemo } from 'react';
import { previewUploader, UploadFrame } from './upload';

export interface PreviewStoreProps {
  /** Fake API answers by "METHOD /path". */
  routes?: Record<string, Handler | Answer>;
  user?: Partial<UserInfo>;
  region?: Region;
  children: ReactNode;
}

/** Stories: a store on a fake API and an uploader that serves files from object URLs, made once per story render. */
export function PreviewStore({ routes, user, region, children }: PreviewStoreProps) {
  const { store, uploader } = useMemo(() => {
    const preview = createPreviewStore({ server: createFakeServer(routes), user, region });
    return { ...preview, uploader: previewUploader(preview.store.getState().user.uuid || 'preview-user') };
  }, [routes, user, region]);
  return (
    <StoreFrame store={store}>
      <UploadFrame store={store} uploader={uploader}>
        {children}
      </UploadFrame>
    </StoreFrame>
  );
}
