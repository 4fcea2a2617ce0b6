import { useDeleteWorksMutation } from '@framewise/api-client';
import './works.css';
import { useTranslation } from '@framewise/i18n';
import { Button, Modal, useToast } from '@framewise/ui-kit';
import { useRef, useState } from 'react';
import { useApiErrorText } from './feedback';

export interface DeleteWorksDialogProps {
  /** The works to delete; the dialog is open while this is non-empty. */
  ids: readonly string[];
  onClose(): void;
  /** The ids the server deleted. */
  onDeleted(ids: string[]): void;
  /** How many of them are still queued, under check or generating with points charged: deleting cancels and refunds them. */
  refundable?: number;
}

/** Confirms, then deletes with POST /api/images/delete; nothing is removed from the list before the server agrees. */
export function DeleteWorksDialog({ ids, onClose, onDeleted, refundable = 0 }: DeleteWorksDialogProps) {
  const { t } = useTranslation('works');
  const [deleteWorks] = useDeleteWorksMutation();
  const toast = useToast();
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState(false);
  // A destructive dialog starts on the safe choice.
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      const { deleted } = await deleteWorks(ids).unwrap();
      onDeleted(deleted);
      toast.show({ type: 'success', text: t('delete.done') });
      onClose();
    } catch (err) {
      toast.show({ type: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={ids.length > 0}
      onClose={() => !busy && onClose()}
      title={t('delete.title')}
      width={420}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {t('delete.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p className="fw-works-muted">
        {ids.length > 1 ? t('delete.bodyMany', { count: ids.length }) : t('delete.body')}
      </p>
      {refundable > 0 && (
        <p className="fw-works-muted" data-testid="delete-refund-note">
          {t('delete.unfinishedRefund')}
        </p>
      )}
    </Modal>
  );
}
