import { createHttpClient } from '@framewise/api-client';
import type { FakeServer } from '@framewise/api-client/testing';
import type { Region, UploadResult, UserInfo } from '@framewise/contracts';
import {
  type AppServices,
  createAppStore,
  type MembershipEntry,
  onSessionExpired,
  PREVIEW_BUILDS,
  vipInfoLoaded,
} from '@framewise/stores';
import { storeLoginGate, type Uploader, UploadProvider } from '@framewise/upload';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

export interface PreviewOptions {
  server: FakeServer;
  user?: Partial<UserInfo>;
  /** The memberships the store starts with (subscriber gates). */
  memberships?: MembershipEntry[];
  /** The build previewed: its brand and features (PREVIEW_BUILDS); 'cn' by default. */
  region?: Region;
  /** Where client-side navigation went, for assertions. */
  onNavigate?: (to: string) => void;
}

/** A real store and HTTP client on a fake server, wired like the app shell, for tests and stories. */
export function createPreviewStore({ server, user, memberships, region = 'cn', onNavigate }: PreviewOptions) {
  let store: ReturnType<typeof createAppStore<AppServices>> | undefined;
  const http = createHttpClient({
    region,
    getVisitorId: () => 'preview-visitor',
    fetch: server.fetch,
    isLoginPolling: () => store?.getState().ui.loginPolling ?? false,
    onSessionExpired: () => store?.dispatch(onSessionExpired()),
  });
  const services: AppServices = {
    http,
    fingerprint: async () => 'preview-visitor',
    ...PREVIEW_BUILDS[region],
    navigate: (to) => onNavigate?.(to),
  };
  store = createAppStore<AppServices>({ services, preloadedUser: user ?? {} });
  if (memberships && user?.uuid) {
    store.dispatch(vipInfoLoaded({ uuid: user.uuid, entries: memberships, fetchedAt: Date.now() }));
  }
  return { store, services };
}

export type PreviewStore = ReturnType<typeof createPreviewStore>['store'];

/** An uploader that answers at once: the key names the file, the picture is served from the given URL. */
export function instantUploader(url = '/story/upload.png'): Uploader & { uploads: File[] } {
  const uploads: File[] = [];
  const upload = async (file: File | Blob): Promise<UploadResult> => {
    const named = file instanceof File ? file : new File([file], 'upload.png', { type: file.type });
    uploads.push(named);
    return { key: `upload/u-tools-1/${named.name}`, url };
  };
  return {
    uploads,
    upload,
    uploadMany: (files) => Promise.all(files.map((f) => upload(f))),
    drivers: ['local'],
  };
}

/** Redux, the router at `path` and the upload engine; the catalog (or the test) adds i18n and the toast host. */
export function StoreFrame({
  store,
  uploader = instantUploader(),
  path = '/',
  children,
}: {
  store: PreviewStore;
  uploader?: Uploader;
  path?: string;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <UploadProvider value={{ uploader, ...storeLoginGate(store) }}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UploadProvider>
    </Provider>
  );
}
