import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { SwitchField } from './fields/SwitchField';
import { GenerateBar } from './GenerateBar';
import { ReportProblemContext } from './report-problem';
import type { Generate } from './use-generate';

interface ToolFormProps {
  generate: Generate;
  children: ReactNode;
  /** Settings were copied by draw same: a notice says so until dismissed. */
  copied?: boolean;
  onDismissCopied?: () => void;
  actionLabel?: string;
  label: string;
}

/**
 * A tool's parameter form: its fields scroll, the generate bar stays at the bottom of the panel. The field a
 * failed check names is brought into view and focused.
 */
export function ToolForm({ generate, children, copied, onDismissCopied, actionLabel, label }: ToolFormProps) {
  const { t } = useTranslation('tools');
  const form = useRef<HTMLFormElement>(null);
  const problem = generate.problem;

  // Each new problem (even about the same field) brings its field into view again.
  useEffect(() => {
    const field = problem?.field;
    if (!field) return;
    const row = form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    if (!row) return;
    row.scrollIntoView?.({ block: 'nearest' });
    row.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true });
  }, [problem]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void generate.submit();
  };

  return (
    <ReportProblemContext value={generate.report}>
      <form ref={form} className="fw-tool-form" onSubmit={onSubmit} noValidate aria-label={label}>
        <div className="fw-tool-form__fields">
          {copied && (
            <div className="fw-tool-form__copied" role="status">
              <p>{t('drawSame.copied')}</p>
              {onDismissCopied && (
                <Button size="sm" variant="ghost" onClick={onDismissCopied}>
                  {t('drawSame.dismiss')}
                </Button>
              )}
            </div>
          )}
          {children}
          <SwitchField
            name="private"
            label={t('fields.private')}
            hint={t('hints.private')}
            checked={generate.privateMode}
            onChange={generate.setPrivateMode}
          />
        </div>
        <GenerateBar generate={generate} actionLabel={actionLabel} />
      </form>
    </ReportProblemContext>
  );
}
