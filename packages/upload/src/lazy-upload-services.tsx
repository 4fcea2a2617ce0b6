import type { ComponentType, ReactNode } from 'react';
import type { StorageDriverName } from './driver';
import { type LoginGateStore, storeLoginGate, UploadProvider } from './UploadContext';
import type { Uploader } from './uploader';

/**
 * The provider an app wraps around its routes: upload components get an uploader at once, while the engine behind
 * it (compression, the region's drivers, the COS SDK) loads as its own chunk with the first upload. A failed chunk
 * load is tried again by the next upload.
 */
export function lazyUploadServices(options: {
  /** Names of the drivers the engine module registers (the region's choice). */
  drivers: readonly StorageDriverName[];
  /** Imports the app's engine module and builds the uploader. */
  load: () => Promise<Uploader>;
  store: LoginGateStore;
}): ComponentType<{ children: ReactNode }> {
  let engine: Promise<Uploader> | undefined;
  const load = () =>
    (engine ??= options.load().catch((error: unknown) => {
      engine = undefined;
      throw error;
    }));
  const uploader: Uploader = {
    drivers: options.drivers,
    upload: async (file, uploadOptions) => (await load()).upload(file, uploadOptions),
    uploadMany: async (files, uploadOptions) => (await load()).uploadMany(files, uploadOptions),
    // The engine was loaded by the upload before; an engine without transcoding uses videos as uploaded.
    transcode: async (result, transcodeOptions) => {
      const engine = await load();
      return engine.transcode ? engine.transcode(result, transcodeOptions) : result;
    },
  };
  const value = { uploader, ...storeLoginGate(options.store) };
  // biome-ignore lint/correctness/noComponentHookFactories: made once at the composition root, never during render
  return function UploadServices({ children }: { children: ReactNode }) {
    return <UploadProvider value={value}>{children}</UploadProvider>;
  };
}
