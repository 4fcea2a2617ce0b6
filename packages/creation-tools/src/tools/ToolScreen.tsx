import { useTranslation } from '@framewise/i18n';
import { Suspense, useEffect } from 'react';
import type { ScreenTool } from '../config/tools';
import { useToolSetup } from '../config/use-tool-setup';
import { PromptField } from './fields/PromptField';
import { AiVideoForm } from './forms/AiVideoForm';
import type { ToolFormProps } from './forms/form-props';
import { Img2videoForm } from './forms/Img2videoForm';
import { LipsyncForm } from './forms/LipsyncForm';
import { Text2videoForm } from './forms/Text2videoForm';
import { UpscaleForm } from './forms/UpscaleForm';
import { UpscaleTurboForm } from './forms/UpscaleTurboForm';
import { Vid2vidForm } from './forms/Vid2vidForm';
import { type PendingSetup, SetupState } from './SetupState';

/** The form of a tool. */
function ToolFormFor({ tool, ...props }: ToolFormProps & { tool: ScreenTool }) {
  switch (tool) {
    case 'ai_video':
      return <AiVideoForm {...props} />;
    case 'text2video':
      return <Text2videoForm {...props} />;
    case 'img2video':
    case 'img2video_v2':
      return <Img2videoForm tool={tool} {...props} />;
    case 'vid2vid':
      return <Vid2vidForm {...props} />;
    case 'lipsync':
      return <LipsyncForm {...props} />;
    case 'upscale':
      return <UpscaleForm {...props} />;
    case 'upscale_turbo':
      return <UpscaleTurboForm {...props} />;
  }
}

/** Every namespace the tool forms read (their fields, upload controls, gates and checks) beyond the screen's own. */
const FORM_NAMESPACES = ['tools', 'upload', 'generationErrors', 'membershipErrors', 'validation'] as const;

/** A tool's parameter panel once its options arrived: loading, failure with retry, not offered, or the form. */
export function ToolScreen({ tool, onSubmitted }: { tool: ScreenTool } & Pick<ToolFormProps, 'onSubmitted'>) {
  const { t, i18n } = useTranslation('tools');
  const setup = useToolSetup(tool);
  // The form's texts are fetched while its options are: the form comes after hydration, and waits for both. Asked in
  // a task of its own, not in the effects that run right after hydration (a long task on a phone already).
  useEffect(() => {
    const asking = setTimeout(() => void i18n.loadNamespaces(FORM_NAMESPACES).catch(() => undefined), 0);
    return () => clearTimeout(asking);
  }, [i18n]);
  const state = (pending: PendingSetup) => (
    <SetupState
      setup={pending}
      onRetry={setup.reload}
      loadingLabel={t('screen.loading')}
      unavailableText={t('screen.unavailable')}
    />
  );
  // The AI video form starts with its prompt box, the page's largest text: while the options load it is already
  // where the form puts it (disabled), so the prerendered page paints it and the form's arrival moves nothing.
  if (setup.status === 'loading' && tool === 'ai_video') {
    return (
      <div className="fw-tool-form" aria-busy="true">
        <div className="fw-tool-form__fields">
          <PromptField
            name="prompt"
            label={t('fields.prompt')}
            value=""
            onChange={() => {}}
            placeholder={t('placeholders.aiVideo')}
            hint={t('hints.aiVideoPrompt')}
            disabled
          />
          {state(setup)}
        </div>
      </div>
    );
  }
  if (setup.status !== 'ready' || !setup.config.available) {
    return state(setup.status === 'ready' ? { status: 'unavailable' } : setup);
  }
  // A form still waiting for its texts shows the panel's loading state: without this boundary the update would
  // suspend up to the route's, which hides the whole screen (heading and results) behind the page's loading state.
  return (
    <Suspense fallback={state({ status: 'loading' })}>
      <ToolFormFor key={tool} tool={tool} setup={setup} onSubmitted={onSubmitted} />
    </Suspense>
  );
}
