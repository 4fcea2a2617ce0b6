import type { StoragePurpose } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { type ChangeEvent, type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { AspectRatioPreset } from './aspect-presets';
import { CropDialog } from './CropDialog';
import { canvasCodec } from './canvas-codec';
import { UPLOAD_MAX_DIMENSION } from './compress';
import type { MediaKind } from './file-type';
import { type FitResult, fitForUpload } from './fit-image';
import { uploadErrorMessage } from './messages';
import {
  acceptAttribute,
  imageTypeList,
  megabytes,
  typeList,
  type UploadProfile,
  type UploadRuleOverrides,
  type UploadRules,
  uploadRules,
} from './rules';
import { useUploadEnvironment, useUploadMessage } from './UploadContext';
import { UploadView } from './UploadView';
import { acceptsFiles, idleState, uploadReducer } from './upload-state';
import type { UploadResult } from './uploader';
import { validateUpload } from './validate';

export interface UploadCropOptions {
  presets?: readonly AspectRatioPreset[];
  /** The preset the dialog starts on (a form's current ratio); the square one, else the first, when left out. */
  defaultPreset?: AspectRatioPreset['value'];
  /** Offers "use whole image" in the dialog, which uploads the file uncropped; off means cropping is required. */
  allowOriginal?: boolean;
}

/** A file uploaded earlier (a draft's reference image), shown as done. */
export interface UploadValue {
  key: string;
  url: string;
  kind?: MediaKind;
}

export interface UploadProps {
  /** Which rules apply: 'image' (default), 'video', 'media' (either), 'audio', 'avatar' or 'styleImage'. */
  accept?: UploadProfile;
  /** Variable limits, such as the video size the server configures. */
  limits?: UploadRuleOverrides;
  purpose?: StoragePurpose;
  /** Key folder; the purpose's default folder when left out. */
  path?: string;
  /**
   * Images are compressed before upload (to UPLOAD_MAX_DIMENSION) unless this is false, when they keep up to the
   * profile's largest side. Either way a larger picture is first fitted to that size, and the control says so.
   */
  compress?: boolean;
  /** Offers the crop dialog for images before they go up. */
  crop?: boolean | UploadCropOptions;
  value?: UploadValue | null;
  /** Replaces the accepted-types line. */
  hint?: ReactNode;
  disabled?: boolean;
  onUploaded?: (result: UploadResult, file: File) => void;
  /** The user confirmed a crop to this preset (called before the cropped file goes up); not for the whole image. */
  onCropped?: (preset: AspectRatioPreset) => void;
  /** Awaited after a video upload while the transcoding note shows (the server-side conversion step). */
  onTranscode?: (result: UploadResult) => void | Promise<void>;
  onDelete?: () => void;
  onError?: (message: string, error: unknown) => void;
  className?: string;
}

function useRulesHint(rules: UploadRules): string {
  const { t } = useTranslation('upload');
  const { image, video, audio } = rules;
  if (image && video) {
    return t('trigger.mediaHint', {
      imageTypes: imageTypeList(image),
      side: image.maxSide,
      videoTypes: typeList(video.extensions),
      videoSize: megabytes(video.maxBytes),
    });
  }
  if (audio && !image && !video) {
    return t('trigger.audioHint', { types: typeList(audio.extensions), size: megabytes(audio.maxBytes) });
  }
  if (video) return t('trigger.videoHint', { types: typeList(video.extensions), size: megabytes(video.maxBytes) });
  if (image) return t('trigger.imageHint', { types: imageTypeList(image), side: image.maxSide });
  return '';
}

/**
 * The upload control: click or drag a file in (login required; drops ignored while uploading),
 * optional crop, progress, then a preview with a delete corner button; delete resets it. Needs an UploadProvider.
 */
export function Upload({
  accept = 'image',
  limits,
  purpose,
  path,
  compress = true,
  crop = false,
  value,
  hint,
  disabled = false,
  onUploaded,
  onCropped,
  onTranscode,
  onDelete,
  onError,
  className,
}: UploadProps) {
  const { t } = useTranslation('upload');
  const env = useUploadEnvironment();
  const toText = useUploadMessage();
  const { maxImageBytes, maxVideoBytes, maxAudioBytes, maxImageSide } = limits ?? {};
  // Compressed uploads end at UPLOAD_MAX_DIMENSION anyway: fitting to it at once makes the note name the real size.
  const rules = useMemo(() => {
    const base = uploadRules(accept, { maxImageBytes, maxVideoBytes, maxAudioBytes, maxImageSide });
    if (!base.image || !compress) return base;
    return { ...base, image: { ...base.image, maxSide: Math.min(base.image.maxSide, UPLOAD_MAX_DIMENSION) } };
  }, [accept, maxImageBytes, maxVideoBytes, maxAudioBytes, maxImageSide, compress]);
  const rulesHint = useRulesHint(rules);
  const [state, dispatch] = useReducer(
    uploadReducer,
    value ? { status: 'done', kind: value.kind ?? 'image', previewUrl: '', key: value.key, url: value.url } : idleState,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const previewRef = useRef('');
  const checkingRef = useRef(false);
  // The last picture's reduction, said beside the control while it goes up and once it is there.
  const [fitted, setFitted] = useState<FitResult | null>(null);
  const cropOptions = typeof crop === 'object' ? crop : {};

  const releasePreview = () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = '';
  };

  useEffect(
    () => () => {
      abortRef.current?.abort();
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  // A value set from outside (a restored draft, draw same) shows as done; one cleared from outside (a reset)
  // empties the control. The value this control's own upload reported stays as it is, preview and note included.
  const valueKey = value?.key ?? '';
  const valueUrl = value?.url ?? '';
  const valueKind = value?.kind ?? 'image';
  const ownKeyRef = useRef('');
  const shownKeyRef = useRef(valueKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the value only; releasePreview reads a ref
  useEffect(() => {
    const previous = shownKeyRef.current;
    shownKeyRef.current = valueKey;
    if (valueKey) {
      if (valueKey === ownKeyRef.current) return;
      setFitted(null);
      dispatch({ type: 'show', kind: valueKind, previewUrl: '', key: valueKey, url: valueUrl });
    } else if (previous) {
      abortRef.current?.abort();
      releasePreview();
      setFitted(null);
      dispatch({ type: 'reset' });
    }
  }, [valueKey, valueUrl, valueKind]);

  const fail = (error: unknown) => {
    const message = uploadErrorMessage(error);
    if (!message) return;
    const text = toText(message);
    dispatch({ type: 'fail', message: text });
    onError?.(text, error);
  };

  const passesLoginGate = () => {
    if (env.isLoggedIn()) return true;
    env.onLoginRequired();
    return false;
  };

  const startUpload = async (file: File, kind: MediaKind) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    releasePreview();
    previewRef.current = URL.createObjectURL(file);
    dispatch({ type: 'start', kind, previewUrl: previewRef.current });
    try {
      const result = await env.uploader.upload(file, {
        purpose,
        path,
        compress,
        signal: controller.signal,
        onProgress: (percent) => dispatch({ type: 'progress', percent }),
      });
      let final = result;
      if (kind === 'video' && env.uploader.transcode) {
        dispatch({ type: 'transcoding' });
        final = await env.uploader.transcode(result, {
          signal: controller.signal,
          onProgress: (fraction) => dispatch({ type: 'progress', percent: fraction * 100 }),
        });
      }
      if (kind === 'video' && onTranscode) await onTranscode(final);
      if (controller.signal.aborted) return;
      // The key to use is the playable one: a transcoded video's copy, not the upload the browser cannot play.
      ownKeyRef.current = final.key;
      const converted = final.key !== result.key;
      // The picked file may be one this browser cannot play (HEVC): the converted copy is the preview then.
      if (converted) releasePreview();
      dispatch({ type: 'done', key: final.key, url: final.url, ...(converted ? { previewUrl: '' } : {}) });
      onUploaded?.(final, file);
    } catch (error) {
      if (!controller.signal.aborted) fail(error);
    }
  };

  const takeFile = async (file: File) => {
    if (checkingRef.current) return;
    checkingRef.current = true;
    let kind: MediaKind;
    let picked = file;
    setFitted(null);
    try {
      kind = await validateUpload(file, rules, { fit: true });
      if (kind === 'image' && rules.image) {
        const fit = await fitForUpload(file, rules.image, env.imageCodec ?? canvasCodec);
        picked = fit.file;
        setFitted(fit.resized ? fit : null);
      }
    } catch (error) {
      fail(error);
      return;
    } finally {
      checkingRef.current = false;
    }
    if (kind === 'image' && crop) dispatch({ type: 'crop', file: picked });
    else void startUpload(picked, kind);
  };

  const takesFiles = acceptsFiles(state, disabled);

  const browse = () => {
    if (!takesFiles || !passesLoginGate()) return;
    inputRef.current?.click();
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires change
    if (file && passesLoginGate()) void takeFile(file);
  };

  const onDropFile = (file: File) => {
    if (!takesFiles || !passesLoginGate()) return;
    void takeFile(file);
  };

  const remove = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    releasePreview();
    setFitted(null);
    ownKeyRef.current = '';
    dispatch({ type: 'reset' });
    onDelete?.();
  };

  return (
    <>
      <UploadView
        state={state}
        hint={hint ?? rulesHint}
        disabled={disabled}
        acceptsDrop={takesFiles}
        onBrowse={browse}
        onDropFile={onDropFile}
        onDelete={remove}
        className={className}
        note={
          fitted
            ? t('status.fitted', {
                from: `${fitted.original.width}×${fitted.original.height}`,
                to: `${fitted.fitted.width}×${fitted.fitted.height}`,
              })
            : undefined
        }
      />
      <input
        ref={inputRef}
        type="file"
        accept={acceptAttribute(rules)}
        className="fw-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onInputChange}
        data-testid="upload-input"
      />
      {crop && (
        <CropDialog
          file={state.status === 'cropping' ? state.file : null}
          presets={cropOptions.presets}
          defaultPreset={cropOptions.defaultPreset}
          onCancel={() => dispatch({ type: 'reset' })}
          onConfirm={(cropped, preset) => {
            onCropped?.(preset);
            void startUpload(cropped, 'image');
          }}
          onUseOriginal={cropOptions.allowOriginal ? (original) => void startUpload(original, 'image') : undefined}
        />
      )}
    </>
  );
}
