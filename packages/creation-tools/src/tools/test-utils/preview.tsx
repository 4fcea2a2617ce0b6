import type { UploadResult } from '@framewise/contracts';
import { type PreviewStore, StoreFrame as ReduxFrame } from '@framewise/stores/testing';
import { storeLoginGate, type Uploader, UploadProvider } from '@framewise/upload';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

// The store's preview (a real store on a fake server), as creation-tools' tests and stories use it.
export { createPreviewStore, type PreviewOptions, type PreviewStore } from '@framewise/stores/testing';

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
    <ReduxFrame store={store}>
      <UploadProvider value={{ uploader, ...storeLoginGate(store) }}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UploadProvider>
    </ReduxFrame>
  );
}
