import './works.css';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { Button, Modal, Spinner } from '@framewise/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiErrorText } from './feedback';
import { useHttp } from './services';
import { WorkDetail, type WorkDetailProps } from './WorkDetail';

export interface WorkDetailModalProps extends Omit<WorkDetailProps, 'work' | 'link'> {
  /** The work to show; the modal is open while this is set. */
  id: string | null;
  /** What the list already knows, shown at once while the full detail loads. */
  initial?: Work;
  onClose(): void;
  linkOf?(work: Work): string;
}

type Loaded = { id: string; work: Work } | { id: string; error: unknown };

/** The detail of one work in a modal, refreshed from GET /api/images/detail (a shared link carries only the id). */
export function WorkDetailModal({ id, initial, onClose, onChange, linkOf, ...rest }: WorkDetailModalProps) {
  const { t } = useTranslation('works');
  const http = useHttp();
  const errorText = useApiErrorText();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Answers for another id than the one shown are ignored below, so a late one cannot replace the current work.
  const load = useCallback(
    (workId: string) =>
      http.call('getWorkDetail', { query: { id: workId } }).then(
        (work) => live.current && setLoaded({ id: workId, work }),
        (error: unknown) => live.current && setLoaded({ id: workId, error }),
      ),
    [http],
  );

  useEffect(() => {
    if (id) void load(id);
  }, [id, load]);

  const current = loaded && loaded.id === id ? loaded : null;
  const work = current && 'work' in current ? current.work : initial && initial.id === id ? initial : null;
  const failed = current && 'error' in current && !work ? current.error : null;

  const change = (patch: Partial<Work> & Pick<Work, 'id'>) => {
    setLoaded((prev) => (prev && 'work' in prev ? { ...prev, work: { ...prev.work, ...patch } } : prev));
    onChange?.(patch);
  };

  return (
    <Modal open={id !== null} onClose={onClose} title={t('detail.title')} width={1040}>
      {work ? (
        <WorkDetail {...rest} work={work} onChange={change} link={linkOf?.(work)} />
      ) : failed ? (
        <div className="fw-works-state" role="alert">
          <p className="fw-works-error">{errorText(failed)}</p>
          <Button variant="secondary" size="sm" onClick={() => id && void load(id)}>
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
