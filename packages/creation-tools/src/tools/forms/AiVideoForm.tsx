import { useTranslation } from '@framewise/i18n';
import { useMemo } from 'react';
import { optionsOf } from '../../config/options';
import { useDraft } from '../../drafts';
import { aiVideoCostValues, buildAiVideo } from '../build-request';
import { ConfigOptionField, ModelField } from '../fields/ConfigOptionField';
import { MediaField } from '../fields/MediaField';
import { PromptField } from '../fields/PromptField';
import { SliderField } from '../fields/SliderField';
import { ToolForm } from '../ToolForm';
import { useGenerate } from '../use-generate';
import { validateAiVideo } from '../validation';
import { draftOptionBinder } from './draft-option';
import type { ToolFormProps } from './form-props';
import { useDraftContext } from './use-draft-context';

/** The AI video generator: a prompt, or a first (and optional last) frame, with version, model, creativity, ratio. */
export function AiVideoForm({ setup, onSubmitted }: ToolFormProps) {
  const { t } = useTranslation(['tools', 'common']);
  const ctx = useDraftContext(setup);
  const { draft, update, copied, dismissCopied } = useDraft('ai_video', ctx);
  const { config, models } = setup;
  const costValues = useMemo(() => aiVideoCostValues(draft, config), [draft, config]);
  const generate = useGenerate({
    config,
    costValues,
    validate: () => validateAiVideo(draft),
    request: (run) => buildAiVideo(draft, config, run),
    onSubmitted: (answer) =>
      onSubmitted(answer, { prompt: draft.prompt.trim(), sourceUrl: draft.reference_img?.url ?? null }),
  });
  const invalid = generate.problem?.field;
  const option = draftOptionBinder('ai_video', config, draft, update);
  const versions = optionsOf(config, 'version');

  return (
    <ToolForm generate={generate} copied={copied} onDismissCopied={dismissCopied} label={t('common:tools.ai_video')}>
      <PromptField
        name="prompt"
        label={t('fields.prompt')}
        value={draft.prompt}
        onChange={(prompt) => update({ prompt })}
        placeholder={t('placeholders.aiVideo')}
        hint={t('hints.aiVideoPrompt')}
        invalid={invalid === 'prompt'}
      />
      <MediaField
        name="reference_img"
        label={t('fields.reference_img')}
        value={draft.reference_img}
        hint={t('hints.firstFrame')}
        onChange={(media) =>
          update(media ? { reference_img: media } : { reference_img: null, reference_end_img: null })
        }
        invalid={invalid === 'reference_img'}
      />
      {draft.reference_img && (
        <MediaField
          name="reference_end_img"
          label={t('fields.reference_end_img')}
          value={draft.reference_end_img}
          hint={t('hints.endFrame')}
          onChange={(media) => update({ reference_end_img: media })}
        />
      )}
      {versions.length > 0 && <ConfigOptionField {...option('version')} />}
      <ModelField models={models} value={draft.model} onChange={(model) => update({ model })} />
      <SliderField
        name="creativity"
        label={t('fields.creativity')}
        hint={t('hints.creativity')}
        value={draft.creativity}
        onChange={(creativity) => update({ creativity })}
      />
      <ConfigOptionField {...option('ratio')} />
    </ToolForm>
  );
}
