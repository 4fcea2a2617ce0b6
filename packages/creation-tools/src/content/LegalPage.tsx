import './content.css';
import { useTranslation } from '@framewise/i18n';
import { useId } from 'react';
import { TextBlocks } from './TextBlocks';
import { useLightTheme } from './use-light-theme';

/** Section order of each document (keys of the legal namespace). */
export const LEGAL_SECTIONS = {
  privacy: ['collect', 'uploads', 'use', 'sharing', 'retention', 'cookies', 'rights', 'security', 'contact'],
  terms: [
    'account',
    'points',
    'payments',
    'content',
    'acceptable',
    'moderation',
    'service',
    'termination',
    'liability',
    'contact',
  ],
} as const;

type LegalDocument = keyof typeof LEGAL_SECTIONS;

/** The privacy policy or the terms: light theme, a table of contents and numbered sections with anchors. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const id = useId();
  useLightTheme();
  // The section keys differ per document; i18next's typing follows one document at a time.
  const text = t as unknown as (key: string) => string;
  const sections: readonly string[] = LEGAL_SECTIONS[document];
  const anchor = (section: string) => `${document}-${section}`;

  return (
    <article className="fw-legal" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{text(`${document}.title`)}</h1>
      <p className="fw-legal__updated">{text(`${document}.updated`)}</p>
      <p>{text(`${document}.intro`)}</p>
      <nav className="fw-legal__toc" aria-label={t('toc')}>
        <ol>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${anchor(section)}`}>{text(`${document}.sections.${section}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section} id={anchor(section)} aria-labelledby={`${id}-${section}`}>
          <h2 id={`${id}-${section}`}>
            {index + 1}. {text(`${document}.sections.${section}.title`)}
          </h2>
          <TextBlocks text={text(`${document}.sections.${section}.body`)} />
        </section>
      ))}
    </article>
  );
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}
