import { useTranslation } from '@framewise/i18n';
import { useToast } from '@framewise/ui-kit';
import { downloadZip, isAbortError, uploadErrorMessage, useUploadMessage, type ZipProgress } from '@framewise/upload';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ZipPlan, zipNameOf } from './selection';

export interface ZipDownload {
  /** Progress of the running download; null when none runs. */
  progress: ZipProgress | null;
  start(plan: ZipPlan): Promise<void>;
  cancel(): void;
}

/**
 * Fetches the selected works' files, packs them into one zip with progress and saves it. Works without a file are
 * skipped and said so; a failure shows the download or zip error; cancelling stops the fetching.
 */
export function useZipDownload(): ZipDownload {
  const { t } = useTranslation('works');
  const toast = useToast();
  const uploadText = useUploadMessage();
  const [progress, setProgress] = useState<ZipProgress | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(
    async (plan: ZipPlan) => {
      if (plan.files.length === 0) {
        toast.show({ type: 'warning', text: t('select.nothingToZip') });
        return;
      }
      if (plan.skipped > 0) toast.show({ type: 'info', text: t('select.skipped', { count: plan.skipped }) });
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setProgress({ phase: 'download', done: 0, total: plan.files.length });
      try {
        await downloadZip(plan.files, zipNameOf(), { signal: controller.signal, onProgress: setProgress });
        toast.show({ type: 'success', text: t('download.done') });
      } catch (err) {
        if (!isAbortError(err)) {
          const message = uploadErrorMessage(err);
          if (message) toast.show({ type: 'error', text: uploadText(message) });
        }
      } finally {
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          setProgress(null);
        }
      }
    },
    [t, toast, uploadText],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  return { progress, start, cancel };
}
