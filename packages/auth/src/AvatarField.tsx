import {
  AvatarPicker,
  type UploadEnvironment,
  type Uploader,
  UploadProvider,
  type UploadResult,
  useUploadEnvironment,
} from '@framewise/upload';
import { useMemo } from 'react';

/** An avatar uploaded in this modal and not saved yet: the key for modifyInfo and the URL it is served at. */
export interface PendingAvatar {
  key: string;
  url: string;
}

export interface AvatarFieldProps {
  /** The avatar shown until a new one is picked. */
  src: string;
  onUploaded(avatar: PendingAvatar): void;
  /** True while an upload runs, so the modal can hold its confirm button until the key exists. */
  onBusyChange(busy: boolean): void;
}

/** The uploader as given, reporting whether any of its uploads is still running. */
export function trackUploads(uploader: Uploader, onBusyChange: (busy: boolean) => void): Uploader {
  let running = 0;
  const track = async <T,>(work: () => Promise<T>): Promise<T> => {
    if (running++ === 0) onBusyChange(true);
    try {
      return await work();
    } finally {
      if (--running === 0) onBusyChange(false);
    }
  };
  return {
    drivers: uploader.drivers,
    upload: (file, options) => track(() => uploader.upload(file, options)),
    uploadMany: (files, options) => track(() => uploader.uploadMany(files, options)),
  };
}

/**
 * The profile modal's avatar: the upload package's picker (hover to change, square crop, upload to the public
 * bucket). Loaded on its own when the modal opens, so the cropper and the upload engine stay out of the first load.
 */
export function AvatarField({ src, onUploaded, onBusyChange }: AvatarFieldProps) {
  const env = useUploadEnvironment();
  const tracked = useMemo<UploadEnvironment>(
    () => ({ ...env, uploader: trackUploads(env.uploader, onBusyChange) }),
    [env, onBusyChange],
  );
  return (
    <UploadProvider value={tracked}>
      <AvatarPicker
        src={src}
        size={80}
        onUploaded={(key: string, result: UploadResult) => onUploaded({ key, url: result.url })}
      />
    </UploadProvider>
  );
}
