import { DEFAULT_CREATIVITY } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { selectVipFlags, useAppSelector } from '@framewise/stores';
import { useMemo, useState } from 'react';
import { optionsOf, sameValue } from '../../config/options';
import { type MediaRef, useToolSeed } from '../../drafts';
import { buildUpscale, type UpscaleSettings } from '../build-request';
import { MediaField } from '../fields/MediaField';
import { OptionField } from '../fields/OptionField';
import { SliderField } from '../fields/SliderField';
import { optionRefusal } from '../gates';
import { ToolForm } from '../ToolForm';
import { useGenerate } from '../use-generate';
import { useOptionPicker } from '../use-option-picker';
import { validateUpscale } from '../validation';
import type { ToolFormProps } from './form-props';
import { useVideoDuration } from './use-video-duration';

type Source = MediaRef & { kind: 'image' | 'video' };

/** The config field of the targets for a source: images 2x / 4x / 2K / 4K, videos also 2K at 60 fps. */
function targetField(kind: 'image' | 'video'): 'target' | 'videoTarget' {
  return kind === 'video' ? 'videoTarget' : 'target';
}

/**
 * Upscale: an image (2x, 4x, 2K, 4K) or a video (also 2K at 60 fps) with a creativity strength. It keeps no
 * draft: the settings live while the screen is open, starting from what draw same left for it (the work's source,
 * target and creativity).
 */
export function UpscaleForm({ setup, onSubmitted }: ToolFormProps) {
  const { t } = useTranslation(['tools', 'common']);
  const { config } = setup;
  const pick = useOptionPicker();
  const flags = useAppSelector(selectVipFlags);
  const seed = useToolSeed('upscale');
  const [source, setSource] = useState<Source | null>(seed?.media ?? null);
  const [chosen, setChosen] = useState<string>(seed?.target ?? '');
  const creativityDefault = Number(config.defaults.creativity);
  const [creativity, setCreativity] = useState(
    seed?.creativity ?? (Number.isFinite(creativityDefault) ? creativityDefault : DEFAULT_CREATIVITY),
  );
  const kind = source?.kind ?? 'image';
  const field = targetField(kind);
  const targets = optionsOf(config, field);
  // The chosen target when the source's list has it, else the config's default for that list when the user's
  // tier allows it, else the first the tier allows (a free user's video starts at 2x, not a subscriber's 2K).
  // A target draw same copied that the tier refuses stays shown; generating refuses it with its reason.
  const allowed = targets.filter((o) => !optionRefusal(o, flags));
  const target =
    targets.find((o) => sameValue(o.value, chosen))?.value ??
    allowed.find((o) => sameValue(o.value, config.defaults[field]))?.value ??
    allowed[0]?.value ??
    targets[0]?.value ??
    '';
  const seconds = useVideoDuration(source?.kind === 'video' ? source.url : null);
  const costValues = useMemo(() => ({ [field]: target, sourceDuration: seconds }), [field, target, seconds]);
  const settings: UpscaleSettings = { source, target: String(target), creativity };
  const generate = useGenerate({
    config,
    costValues,
    validate: () => validateUpscale(source),
    request: (run) => buildUpscale(settings, run),
    onSubmitted: (answer) =>
      onSubmitted(answer, { prompt: '', sourceUrl: source?.kind === 'image' ? source.url : null }),
  });
  const invalid = generate.problem?.field;

  return (
    <ToolForm generate={generate} label={t('common:tools.upscale')} actionLabel={t('actions.upscale')}>
      <MediaField
        name="source"
        label={t('fields.source')}
        accept="media"
        compress={false}
        kind={source?.kind}
        value={source}
        onChange={setSource}
        invalid={invalid === 'source'}
      />
      <OptionField
        name={field}
        label={t('fields.target')}
        options={targets}
        value={target}
        hint={t('hints.target')}
        onPick={(option) => option && pick(field, option, () => setChosen(String(option.value)))}
      />
      <SliderField
        name="creativity"
        label={t('fields.creativity')}
        hint={t('hints.upscaleCreativity')}
        value={creativity}
        onChange={setCreativity}
      />
    </ToolForm>
  );
}
