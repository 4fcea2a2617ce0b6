import './content.css';
import type { Tool } from '@framewise/contracts/routes';
import { currentLanguage, useTranslation } from '@framewise/i18n';
import { Button, Spinner } from '@framewise/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { toolRoute } from '../config/tools';
import { useApiErrorText } from '../works/feedback';
import { useCommonProblems } from './common-problems';
import { TextBlocks } from './TextBlocks';

/** The guides in reading order, each with the tool it teaches (none for points and modes). */
export const GUIDES = [
  { key: 'start', tool: 'ai_video' },
  { key: 'img2video', tool: 'img2video' },
  { key: 'text2video', tool: 'text2video' },
  { key: 'vid2vid', tool: 'vid2vid' },
  { key: 'lipsync', tool: 'lipsync' },
  { key: 'upscale', tool: 'upscale' },
  { key: 'modes', tool: null },
] as const satisfies readonly { key: string; tool: Tool | null }[];

function CommonProblems() {
  const { t, i18n } = useTranslation(['works', 'common']);
  const errorText = useApiErrorText();
  const state = useCommonProblems(currentLanguage(i18n));
  if (state.status === 'loading') return <Spinner label={t('tutorials.faqLoading')} />;
  if (state.status === 'failed') {
    return (
      <div className="fw-content-state" role="alert">
        <p className="fw-content-error">
          {t('tutorials.faqFailed')} {errorText(state.error)}
        </p>
        <Button variant="secondary" size="sm" onClick={state.reload}>
          {t('tutorials.faqRetry')}
        </Button>
      </div>
    );
  }
  if (state.problems.length === 0) return <p className="fw-content-muted">{t('tutorials.faqEmpty')}</p>;
  return (
    <div className="fw-content-faq">
      {state.problems.map((problem) => (
        <details key={problem.id} className="fw-content-faq__item">
          <summary>{problem.question}</summary>
          <div className="fw-content-faq__answer">
            <TextBlocks text={problem.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** /tutorials: a guide per tool with a way into it, and the common questions of the page language. */
export function TutorialsPage() {
  const { t } = useTranslation(['works', 'common']);
  const titleId = useId();
  const guidesId = useId();
  const faqId = useId();
  return (
    <article className="fw-content-page" aria-labelledby={titleId}>
      <header>
        <h1 id={titleId}>{t('tutorials.title')}</h1>
        <p className="fw-content-muted">{t('tutorials.subtitle')}</p>
      </header>
      <section aria-labelledby={guidesId}>
        <h2 id={guidesId}>{t('tutorials.guidesTitle')}</h2>
        <div className="fw-content-guides">
          {GUIDES.map((guide) => {
            // The tool's one name (common:tools), in the guide's title and its way in.
            const tool = guide.tool ? t(`common:tools.${guide.tool}`) : '';
            return (
              <section key={guide.key} className="fw-content-guide" aria-labelledby={`${guidesId}-${guide.key}`}>
                <h3 id={`${guidesId}-${guide.key}`}>{t(`tutorials.guides.${guide.key}.title`, { tool })}</h3>
                <TextBlocks text={t(`tutorials.guides.${guide.key}.body`)} />
                {guide.tool && (
                  <Link className="fw-content-link" to={toolRoute(guide.tool)}>
                    {t('tutorials.openTool', { tool })}
                  </Link>
                )}
              </section>
            );
          })}
        </div>
      </section>
      <section aria-labelledby={faqId}>
        <h2 id={faqId}>{t('tutorials.faqTitle')}</h2>
        <CommonProblems />
      </section>
    </article>
  );
}
