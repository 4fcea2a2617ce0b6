import { useTranslation } from '@framewise/i18n';
import { Button, cx, Modal } from '@framewise/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { type AspectRatioPreset, DEFAULT_ASPECT_PRESETS, presetRatio, SQUARE_PRESET } from './aspect-presets';
import { fileExtension, replaceExtension } from './file-type';
import { type CropDragMode, ImageCropper, type ImageCropperHandle } from './ImageCropper';
import './upload.css';

/** The crop dialog's first box covers 90% of the image. */
const CROP_DIALOG_INITIAL_AREA = 0.9;

const KEEP_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface CropDialogProps {
  /** The image to crop; the dialog is open while one is set. */
  file: File | null;
  presets?: readonly AspectRatioPreset[];
  /** The preset selected first: the square one when offered, else the first. */
  defaultPreset?: AspectRatioPreset['value'];
  initialArea?: number;
  onCancel(): void;
  /**
   * The cropped image, with the source's name and type (JPEG for types a canvas cannot write), and the preset it
   * was cropped to.
   */
  onConfirm(file: File, preset: AspectRatioPreset): void;
  /** When set, a "use whole image" button hands the picked file back as it is, so cropping stays optional. */
  onUseOriginal?(file: File): void;
}

function firstPreset(presets: readonly AspectRatioPreset[], value: AspectRatioPreset['value'] | undefined) {
  return (
    presets.find((p) => p.value === value) ?? presets.find((p) => p.width === p.height) ?? presets[0] ?? SQUARE_PRESET
  );
}

/** One object URL per file, revoked when the file changes or the dialog goes. */
function useObjectUrl(file: File): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function CropDialog({ file, onCancel, ...rest }: CropDialogProps) {
  const { t } = useTranslation('upload');
  return (
    <Modal open={file !== null} onClose={onCancel} title={t('crop.title')} width={640} closeOnBackdrop={false}>
      {file && (
        // Keyed by the file: each new image starts from the default preset, the crop mode and no error.
        <CropDialogBody
          key={`${file.name}:${file.size}:${file.lastModified}`}
          file={file}
          onCancel={onCancel}
          {...rest}
        />
      )}
    </Modal>
  );
}

function CropDialogBody({
  file,
  presets = DEFAULT_ASPECT_PRESETS,
  defaultPreset,
  initialArea = CROP_DIALOG_INITIAL_AREA,
  onCancel,
  onConfirm,
  onUseOriginal,
}: CropDialogProps & { file: File }) {
  const { t } = useTranslation('upload');
  const src = useObjectUrl(file);
  const cropper = useRef<ImageCropperHandle>(null);
  const [preset, setPreset] = useState(() => firstPreset(presets, defaultPreset));
  const [dragMode, setDragMode] = useState<CropDragMode>('crop');
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (!cropper.current) return;
    setBusy(true);
    setFailed(false);
    const type = KEEP_TYPES.includes(file.type) ? file.type : 'image/jpeg';
    try {
      const blob = await cropper.current.toBlob(type);
      const name = type === file.type ? file.name : replaceExtension(file.name, fileExtension({ type }));
      onConfirm(new File([blob], name, { type: blob.type || type }), preset);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div className="fw-crop-dialog">
      {src && (
        <ImageCropper
          ref={cropper}
          src={src}
          alt={file.name}
          aspectRatio={presetRatio(preset)}
          dragMode={dragMode}
          initialArea={initialArea}
          disabled={busy}
          onStateChange={(state) => setReady(state === 'ready' || state === 'cropped')}
        />
      )}
      <div className="fw-crop-dialog__controls">
        {presets.length > 1 && (
          <fieldset className="fw-crop-dialog__group">
            <legend className="fw-crop-dialog__legend">{t('crop.ratio')}</legend>
            {presets.map((p) => (
              <button
                key={String(p.value)}
                type="button"
                className={cx('fw-crop-preset', p.value === preset.value && 'fw-crop-preset--active')}
                aria-pressed={p.value === preset.value}
                onClick={() => setPreset(p)}
              >
                {p.label}
              </button>
            ))}
          </fieldset>
        )}
        <fieldset className="fw-crop-dialog__group">
          <legend className="fw-crop-dialog__legend">{t('crop.mode')}</legend>
          {(['crop', 'move'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={cx('fw-crop-preset', mode === dragMode && 'fw-crop-preset--active')}
              aria-pressed={mode === dragMode}
              onClick={() => setDragMode(mode)}
            >
              {mode === 'crop' ? t('crop.modeCrop') : t('crop.modeMove')}
            </button>
          ))}
        </fieldset>
      </div>
      {failed && (
        <p className="fw-upload__message fw-upload__message--error" role="alert">
          {t('crop.failed')}
        </p>
      )}
      <div className="fw-crop-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('crop.cancel')}
        </Button>
        {onUseOriginal && (
          <Button variant="secondary" onClick={() => onUseOriginal(file)} disabled={busy}>
            {t('crop.useOriginal')}
          </Button>
        )}
        <Button onClick={() => void confirm()} loading={busy} disabled={!ready}>
          {t('crop.confirm')}
        </Button>
      </div>
    </div>
  );
}
