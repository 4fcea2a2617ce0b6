import { useGetToolExamplesQuery } from '@framewise/api-client';
import type { ToolExample } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn, uiActions, useAppDispatch, useAppSelector } from '@framewise/stores';
import { Button, LazyImage } from '@framewise/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { ResultCard, type ResultCardProps } from './ResultCard';
import { revealElement } from './reveal';
import type { TaskItem } from './task-item';
import type { ToolTasks } from './use-tool-tasks';
import '../tools/tools.css';

export interface ResultsAreaProps {
  tool: Tool;
  tasks: Pick<ToolTasks, 'items' | 'state' | 'reload'>;
  onDrawSame?: (item: TaskItem) => void;
  /** Opens the extend dialog for a finished video. */
  onExtend?: ResultCardProps['onExtend'];
  /** Fills the form with an example's settings (empty state). */
  onTryExample?: (example: ToolExample) => void;
  /** A task just submitted: its card is brought into view and announced once it shows. */
  reveal?: { id: string } | null;
}

function Examples({ tool, onTry }: { tool: Tool; onTry?: (example: ToolExample) => void }) {
  const { t } = useTranslation('tools');
  const examples = useGetToolExamplesQuery(tool).currentData ?? [];
  if (examples.length === 0) return null;
  return (
    <ul className="fw-results__examples" aria-label={t('results.examples')}>
      {examples.slice(0, 4).map((example) => (
        <li key={example.id} className="fw-example">
          <LazyImage
            className="fw-example__cover"
            src={example.cover}
            sources={example.coverSources}
            sizes="(max-width: 600px) 100vw, 280px"
            alt={example.prompt}
            aspectRatio={16 / 9}
          />
          <p className="fw-example__prompt">{example.prompt}</p>
          {onTry && (
            <Button size="sm" variant="secondary" onClick={() => onTry(example)}>
              {t('results.tryExample')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The results area of a tool screen: the queue and finished works of the tool, newest first. */
export function ResultsArea({ tool, tasks, onDrawSame, onExtend, onTryExample, reveal }: ResultsAreaProps) {
  const { t } = useTranslation('tools');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { items, state } = tasks;
  const section = useRef<HTMLElement>(null);
  const [announced, setAnnounced] = useState('');
  const revealed = useRef<{ id: string } | null>(null);

  // Each submission (a new reveal object) is shown once, as soon as its card is in the list (items: re-checked
  // on every change of the list until it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: items is the trigger to look for the card again
  useEffect(() => {
    if (!reveal || revealed.current === reveal) return;
    const cards = section.current?.querySelectorAll('[data-task-id]') ?? [];
    const card = [...cards].find((element) => element.getAttribute('data-task-id') === reveal.id);
    if (!card) return;
    revealed.current = reveal;
    revealElement(card);
    setAnnounced(t('results.added'));
  }, [reveal, items, t]);

  return (
    <section ref={section} className="fw-results" aria-labelledby="fw-results-title" aria-busy={state === 'loading'}>
      <h2 id="fw-results-title" className="fw-results__title">
        {t('results.title')}
      </h2>
      <p className="fw-visually-hidden" aria-live="polite" data-testid="results-announcer">
        {announced}
      </p>
      {state === 'loading' && items.length === 0 && (
        <div className="fw-results__grid" aria-hidden="true">
          <div className="fw-result fw-result--skeleton" />
          <div className="fw-result fw-result--skeleton" />
        </div>
      )}
      {state === 'failed' && (
        <div className="fw-results__notice" role="alert">
          <p>{t('results.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={tasks.reload}>
            {t('results.retry')}
          </Button>
        </div>
      )}
      {items.length > 0 && (
        <div className="fw-results__grid">
          {items.map((item) => (
            <ResultCard key={item.id} item={item} onDrawSame={onDrawSame} onExtend={onExtend} />
          ))}
        </div>
      )}
      {items.length === 0 && state !== 'loading' && state !== 'failed' && (
        <div className="fw-results__empty">
          <p className="fw-results__lead">{t(`empty.${tool}`)}</p>
          {!loggedIn && (
            <Button size="sm" variant="secondary" onClick={() => dispatch(uiActions.setVisibleLoginModal(true))}>
              {t('results.loginToSee')}
            </Button>
          )}
          <Examples tool={tool} onTry={onTryExample} />
        </div>
      )}
    </section>
  );
}
