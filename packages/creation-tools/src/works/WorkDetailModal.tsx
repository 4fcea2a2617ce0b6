import { patchCachedWork, useGetWorkDetailQuery } from '@framewise/api-client';
import './works.css';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { useAppDispatch } from '@framewise/stores';
import { Button, Modal, Spinner } from '@framewise/ui-kit';
import { useApiErrorText } from './feedback';
import { WorkDetail, type WorkDetailProps } from './WorkDetail';

export interface WorkDetailModalProps extends Omit<WorkDetailProps, 'work' | 'link' | 'onChange'> {
  /** The work to show; the modal is open while this is set. */
  id: string | null;
  /** What the list already knows, shown at once while the full detail loads. */
  initial?: Work;
  onClose(): void;
  linkOf?(work: Work): string;
}

/** The detail of one work in a modal, refreshed from GET /api/images/detail (a shared link carries only the id). */
export function WorkDetailModal({ id, initial, onClose, linkOf, ...rest }: WorkDetailModalProps) {
  const { t } = useTranslation('works');
  const dispatch = useAppDispatch();
  const errorText = useApiErrorText();
  const detail = useGetWorkDetailQuery(id ?? '', { skip: !id });
  const work = detail.currentData ?? (initial && initial.id === id ? initial : null);
  const failed = detail.isError && !work ? detail.error : null;

  // The api writes the change into the cached detail and every cached list.
  const change = (patch: Partial<Work> & Pick<Work, 'id'>) => dispatch(patchCachedWork(patch));

  return (
    <Modal open={id !== null} onClose={onClose} title={t('detail.title')} width={1040}>
      {work ? (
        <WorkDetail {...rest} work={work} onChange={change} link={linkOf?.(work)} />
      ) : failed ? (
        <div className="fw-works-state" role="alert">
          <p className="fw-works-error">{errorText(failed)}</p>
          <Button variant="secondary" size="sm" onClick={detail.refetch}>
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        <div className="fw-works-state">
          <Spinner label={t('detail.loading')} />
        </div>
      )}
    </Modal>
  );
}
