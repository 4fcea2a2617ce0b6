import './works.css';
import type { Work } from '@framewise/contracts';
import { TASK_STATUS } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Button, copyText, LazyImage, useToast } from '@framewise/ui-kit';
import { useId, useState } from 'react';
import { CompareView } from '../compare/CompareView';
import { compareSourceOf } from '../compare/compare-source';
import { canExtend } from '../extend/can-extend';
import { CompareIcon, PlusIcon } from '../tools/icons';
import { StatusBadge } from './Badges';

import { useDownloadWork } from './feedback';
import { DownloadIcon, LinkIcon, SparkIcon, TrashIcon } from './icons';
import { usePrefersReducedMotion } from './motion';
import { PublicationControl } from './PublicationControl';
import { publicationOf } from './publication';
import { WorkParams } from './WorkParams';
import { WorkThumb } from './WorkThumb';
import { aspectOf, downloadNameOf, isDownloadable, mediaKindOf, posterOf } from './work-media';

export interface WorkDetailProps {
  work: Work;
  /** mine: the owner's view with publication, download and delete; gallery: author, draw same and the link. */
  variant: 'mine' | 'gallery';
  onChange?(patch: Partial<Work> & Pick<Work, 'id'>): void;
  onDelete?(work: Work): void;
  onDrawSame(work: Work): void;
  /** Opens the extend dialog; offered on the owner's finished videos. */
  onExtend?(work: Work): void;
  /** The shareable link of the work; copy link is offered when given. */
  link?: string;
}

/** The finished result, full size: a playing muted video with controls, or the image. */
function WorkMedia({ work, onCompare }: { work: Work; onCompare?: () => void }) {
  const { t } = useTranslation('works');
  const { t: tTools } = useTranslation('tools');
  const reducedMotion = usePrefersReducedMotion();
  if (!isDownloadable(work)) {
    return <WorkThumb work={work} aspect={aspectOf(work)} placeholder={<StatusBadge work={work} />} />;
  }
  if (mediaKindOf(work) === 'video') {
    return (
      <video
        src={work.url}
        poster={posterOf(work) ?? undefined}
        controls
        loop
        muted
        autoPlay={!reducedMotion}
        playsInline
        aria-label={t('detail.videoLabel')}
      />
    );
  }
  // The detail shows the work whole: copies only stand in for it when they are as wide as the work itself.
  const fullSizeCopies = work.coverSources?.filter((s) => !!work.width && s.width >= work.width);
  const image = (
    <LazyImage
      src={work.url}
      sources={fullSizeCopies}
      sizes={work.width ? `${work.width}px` : undefined}
      alt={work.prompt || t('detail.imageLabel')}
      aspectRatio={aspectOf(work)}
      fit="contain"
    />
  );
  if (!onCompare) return image;
  return (
    <button
      type="button"
      className="fw-compare-trigger"
      onClick={onCompare}
      aria-label={tTools('compareView.openImage')}
    >
      {image}
    </button>
  );
}

/** A work with its prompt, every parameter, its state and what can be done with it. */
export function WorkDetail({ work, variant, onChange, onDelete, onDrawSame, onExtend, link }: WorkDetailProps) {
  const { t } = useTranslation('works');
  const { t: tTools } = useTranslation('tools');
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const download = useDownloadWork();
  const promptId = useId();
  const owner = variant === 'mine' && work.isOwner;
  const finished = work.status === TASK_STATUS.SUCCESS;
  // A link only helps when others can open it: the gallery, or a work of mine that is public.
  const shareable = variant === 'gallery' || ['public', 'contributed'].includes(publicationOf(work).state);
  const compareSource = compareSourceOf(work);
  const [comparing, setComparing] = useState(false);

  const copy = async (text: string, doneText: string) => {
    const done = await copyText(text);
    toast.show(done ? { type: 'success', text: doneText } : { type: 'error', text: tCommon('errors.requestError') });
  };

  return (
    <div className="fw-work-detail">
      <div className="fw-work-detail__media">
        <WorkMedia work={work} onCompare={compareSource ? () => setComparing(true) : undefined} />
      </div>
      <div className="fw-work-detail__side">
        {!finished && (
          <div className="fw-work-detail__section">
            <StatusBadge work={work} />
            {work.msg && (
              <p className="fw-work-detail__notice fw-work-detail__notice--danger">
                {t('detail.failedReason', { msg: work.msg })}
              </p>
            )}
          </div>
        )}
        {work.notes.length > 0 && (
          <div className="fw-work-detail__section">
            <h3 className="fw-work-detail__label">{t('detail.notes')}</h3>
            <ul className="fw-work-detail__notice">
              {work.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        )}

        <section className="fw-work-detail__section" aria-labelledby={promptId}>
          <h3 id={promptId} className="fw-work-detail__label">
            {t('detail.prompt')}
          </h3>
          <p className="fw-work-detail__prompt">{work.prompt || t('detail.noPrompt')}</p>
          {work.prompt && (
            <div>
              <Button variant="ghost" size="sm" onClick={() => void copy(work.prompt, tCommon('status.copySuccess'))}>
                {t('detail.copyPrompt')}
              </Button>
            </div>
          )}
        </section>

        {variant === 'gallery' && (
          <div className="fw-work-detail__section">
            <h3 className="fw-work-detail__label">{t('detail.author')}</h3>
            <div className="fw-work-detail__author">
              <span className="fw-work-detail__avatar" aria-hidden="true">
                {work.author.avatar_url ? (
                  <LazyImage src={work.author.avatar_url} alt="" aspectRatio={1} />
                ) : (
                  (work.author.nickname || t('detail.anonymous')).slice(0, 1)
                )}
              </span>
              <span>{work.author.nickname || t('detail.anonymous')}</span>
            </div>
          </div>
        )}

        <div className="fw-work-detail__actions">
          {finished && (
            <Button iconStart={<SparkIcon />} onClick={() => onDrawSame(work)}>
              {t('detail.drawSame')}
            </Button>
          )}
          {compareSource && (
            <Button variant="secondary" iconStart={<CompareIcon />} onClick={() => setComparing(true)}>
              {tTools('compareView.open')}
            </Button>
          )}
          {owner && onExtend && canExtend(work) && (
            <Button variant="secondary" iconStart={<PlusIcon />} onClick={() => onExtend(work)} data-testid="extend">
              {tTools('extendVideo.action')}
            </Button>
          )}
          {owner && isDownloadable(work) && (
            <Button variant="secondary" iconStart={<DownloadIcon />} onClick={() => void download(work)}>
              {t('detail.download')}
            </Button>
          )}
          {link && shareable && (
            <Button
              variant="secondary"
              iconStart={<LinkIcon />}
              onClick={() => void copy(link, t('detail.linkCopied'))}
            >
              {t('detail.copyLink')}
            </Button>
          )}
          {owner && onDelete && (
            <Button variant="ghost" iconStart={<TrashIcon />} onClick={() => onDelete(work)}>
              {t('detail.delete')}
            </Button>
          )}
        </div>

        {owner && onChange && <PublicationControl work={work} onChange={onChange} />}

        <section className="fw-work-detail__section">
          <h3 className="fw-work-detail__label">{t('detail.params')}</h3>
          <WorkParams work={work} />
        </section>
      </div>
      {compareSource && work.url && (
        <CompareView
          open={comparing}
          onClose={() => setComparing(false)}
          before={compareSource}
          after={work.url}
          downloadName={owner ? downloadNameOf(work) : undefined}
        />
      )}
    </div>
  );
}
