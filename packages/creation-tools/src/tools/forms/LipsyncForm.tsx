import { errorMessage, useDetectFaceQuery } from '@framewise/api-client';
import type { DetectFaceAnswer } from '@framewise/contracts';
import { useTranslation } from '@framewise/i18n';
import { Button, Spinner } from '@framewise/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { optionsOf, sameValue } from '../../config/options';
import { type MediaRef, useToolSeed } from '../../drafts';
import { buildLipsync } from '../build-request';
import { FacePicker, largestFace } from '../fields/FacePicker';
import { MediaField } from '../fields/MediaField';
import { OptionField } from '../fields/OptionField';
import { ToolForm } from '../ToolForm';
import { useGenerate } from '../use-generate';
import { useOptionPicker } from '../use-option-picker';
import { validateLipsync } from '../validation';
import type { ToolFormProps } from './form-props';

type Media = MediaRef & { kind: 'image' | 'video' };

type Detection =
  | { status: 'idle' }
  | { status: 'detecting' }
  | { status: 'found'; answer: DetectFaceAnswer }
  | { status: 'failed'; message: string };

/**
 * Lip-sync: a video or picture of a person, its faces found by detectface (the user picks one; the largest by
 * default), an audio track, and the quality level. No draft (spec section 3 lists none for it): draw same leaves
 * the work's picture or video and level, which the form starts from (the audio is picked again).
 */
export function LipsyncForm({ setup, onSubmitted }: ToolFormProps) {
  const { t } = useTranslation(['tools', 'generationErrors', 'common']);
  const pick = useOptionPicker();
  const { config } = setup;
  const seed = useToolSeed('lipsync');
  const [media, setMedia] = useState<Media | null>(seed?.media ?? null);
  const [audio, setAudio] = useState<MediaRef | null>(null);
  const [face, setFace] = useState<number | null>(null);
  const levels = optionsOf(config, 'level');
  const [chosenLevel, setLevel] = useState<number | null>(seed?.level ?? null);
  const level = Number(
    levels.find((o) => sameValue(o.value, chosenLevel))?.value ??
      levels.find((o) => sameValue(o.value, config.defaults.level))?.value ??
      levels[0]?.value ??
      1,
  );

  // A new file: find its faces; the largest is chosen until the user picks another.
  const mediaKey = media?.key ?? '';
  const faces = useDetectFaceQuery(mediaKey, { skip: !mediaKey });
  const detection = useMemo((): Detection => {
    if (!mediaKey) return { status: 'idle' };
    if (faces.isFetching) return { status: 'detecting' };
    if (faces.currentData?.faces.length) return { status: 'found', answer: faces.currentData };
    if (faces.currentData) return { status: 'failed', message: t('generationErrors:engine.noFace') };
    if (faces.error) return { status: 'failed', message: errorMessage(faces.error, (key) => t(`common:${key}`)) };
    return { status: 'detecting' };
  }, [mediaKey, faces.isFetching, faces.currentData, faces.error, t]);
  const foundFaces = detection.status === 'found' ? detection.answer.faces : null;
  useEffect(() => setFace(foundFaces ? largestFace(foundFaces) : null), [foundFaces]);

  const found = detection.status === 'found' ? detection.answer : null;
  const box = found && face !== null ? found.faces[face] : undefined;
  const costValues = useMemo(() => ({ level }), [level]);
  const generate = useGenerate({
    config,
    costValues,
    validate: () =>
      validateLipsync({ media, audio, detecting: detection.status === 'detecting', faceChosen: box !== undefined }),
    request: (run) =>
      buildLipsync(
        {
          media,
          audio,
          face: box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null,
          level,
        },
        run,
      ),
    onSubmitted: (answer) => onSubmitted(answer, { prompt: '', sourceUrl: null }),
  });
  const invalid = generate.problem?.field;

  return (
    <ToolForm generate={generate} label={t('tools.lipsync')}>
      <MediaField
        name="media"
        label={t('fields.media')}
        accept="media"
        kind={media?.kind}
        value={media}
        hint={t('hints.media')}
        onChange={setMedia}
        invalid={invalid === 'media'}
      >
        {detection.status === 'detecting' && (
          <p className="fw-field__hint" role="status">
            <Spinner size="sm" decorative /> {t('faces.detecting')}
          </p>
        )}
        {detection.status === 'failed' && (
          <div className="fw-field__error" role="alert">
            <p>{detection.message}</p>
            <Button size="sm" variant="ghost" onClick={faces.refetch}>
              {t('faces.retry')}
            </Button>
          </div>
        )}
        {found && media && (
          <FacePicker url={media.url} kind={media.kind} detection={found} value={face} onPick={setFace} />
        )}
      </MediaField>
      <MediaField<'audio'>
        name="audio"
        label={t('fields.audio')}
        accept="audio"
        kind="audio"
        value={audio}
        hint={t('hints.audio')}
        onChange={setAudio}
        invalid={invalid === 'audio'}
      />
      {levels.length > 0 && (
        <OptionField
          name="level"
          label={t('fields.level')}
          options={levels}
          value={level}
          onPick={(option) => option && pick('level', option, () => setLevel(Number(option.value)))}
        />
      )}
    </ToolForm>
  );
}
