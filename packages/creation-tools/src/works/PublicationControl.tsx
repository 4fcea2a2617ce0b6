import { usePublishWorkMutation } from '@framewise/api-client';
import './works.css';
import type { Work } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { Button, useToast } from '@framewise/ui-kit';
import { useId, useState } from 'react';
import { PublicationBadge } from './Badges';
import { useApiErrorText } from './feedback';
import {
  type PublicationAction,
  publicationDoneKey,
  publicationOf,
  publicationTextKeys,
  pubStatusFor,
} from './publication';

export interface PublicationControlProps {
  work: Work;
  /** The server's answer, to update the list and the detail. */
  onChange(patch: Pick<Work, 'id' | 'pubStatus'>): void;
}

/**
 * Publish / contribute / withdraw for the owner of a finished work, with the state it is in and what that means.
 * While a request is out the buttons wait ('contribution in progress'); a refusal shows the server's reason.
 */
export function PublicationControl({ work, onChange }: PublicationControlProps) {
  const { t } = useTranslation('works');
  const [publishWork] = usePublishWorkMutation();
  const toast = useToast();
  const errorText = useApiErrorText();
  const [pending, setPending] = useState<PublicationAction | null>(null);
  const headingId = useId();
  const publication = publicationOf(work);
  const keys = publicationTextKeys(publication);

  const run = async (action: PublicationAction) => {
    setPending(action);
    try {
      const answer = await publishWork({ id: work.id, pubStatus: pubStatusFor(action) }).unwrap();
      onChange({ id: answer.id, pubStatus: answer.pubStatus });
      toast.show({ type: 'success', text: t(publicationDoneKey(answer.pubStatus)) });
    } catch (err) {
      toast.show({ type: 'error', text: errorText(err) });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="fw-publication" aria-labelledby={headingId}>
      <div className="fw-publication__head">
        <h3 id={headingId} className="fw-work-detail__label">
          {t('publication.heading')}
        </h3>
        {publication.state === 'private' || publication.state === 'unavailable' ? (
          <span className="fw-works-badge fw-works-badge--plain">{t(keys.label)}</span>
        ) : (
          <PublicationBadge work={work} />
        )}
      </div>
      <p className="fw-works-muted" aria-live="polite">
        {pending ? t('publication.busy') : t(keys.hint)}
      </p>
      {keys.actions.length > 0 && (
        <div className="fw-work-detail__actions">
          {keys.actions.map(({ action, label }) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'withdraw' ? 'ghost' : action === 'publish' ? 'primary' : 'secondary'}
              loading={pending === action}
              disabled={pending !== null && pending !== action}
              onClick={() => void run(action)}
            >
              {t(label)}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
