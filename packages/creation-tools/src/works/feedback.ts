import { errorMessage } from '@framewise/api-client';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { useToast } from '@framewise/ui-kit';
import { downloadFile, uploadErrorMessage, useUploadMessage } from '@framewise/upload';
import { useCallback } from 'react';
import { downloadNameOf, isDownloadable } from './work-media';

/** The text for a failed API call: the server's message, else the generic request error. */
export function useApiErrorText(): (err: unknown) => string {
  const { t } = useTranslation();
  return useCallback((err: unknown) => errorMessage(err, (key) => t(key)), [t]);
}

/** Downloads one finished work under a name that says what it is; a failure shows the download error toast. */
export function useDownloadWork(): (work: Work) => Promise<void> {
  const toast = useToast();
  const uploadText = useUploadMessage();
  const { t } = useTranslation('works');
  return useCallback(
    async (work: Work) => {
      if (!isDownloadable(work)) return;
      try {
        await downloadFile(work.url, downloadNameOf(work));
        toast.show({ type: 'success', text: t('download.done') });
      } catch (err) {
        const message = uploadErrorMessage(err);
        if (message) toast.show({ type: 'error', text: uploadText(message) });
      }
    },
    [toast, uploadText, t],
  );
}
