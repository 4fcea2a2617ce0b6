import { useTranslation } from '@framewise/i18n';
import { cx, Spinner } from '@framewise/ui-kit';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { SQUARE_PRESET } from './aspect-presets';
import { CropDialog } from './CropDialog';
import { CameraIcon } from './icons';
import { uploadErrorMessage } from './messages';
import { acceptAttribute, uploadRules } from './rules';
import { useUploadEnvironment, useUploadMessage } from './UploadContext';
import type { UploadResult } from './uploader';
import { validateUpload } from './validate';
import './upload.css';

/** Avatars go to the public bucket under this folder. */
const AVATAR_PATH = 'user-avatar';
const AVATAR_PRESETS = [SQUARE_PRESET];

export interface AvatarPickerProps {
  /** The current avatar URL (see avatarUrl); empty shows the camera placeholder. */
  src: string;
  /** Side in px. */
  size?: number;
  disabled?: boolean;
  /** The stored key (for modifyInfo's avatar_url) and the whole result. */
  onUploaded(key: string, result: UploadResult): void;
  onError?: (message: string, error: unknown) => void;
  className?: string;
}

/**
 * The user-info modal's avatar: hover shows "change avatar"; a picked image (PNG, JPEG or WebP,
 * up to 4096 px) is cropped square, compressed and uploaded to the public bucket, and its key handed back.
 */
export function AvatarPicker({ src, size = 80, disabled = false, onUploaded, onError, className }: AvatarPickerProps) {
  const { t } = useTranslation('upload');
  const env = useUploadEnvironment();
  const toText = useUploadMessage();
  const rules = uploadRules('avatar');
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [cropping, setCropping] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const fail = (err: unknown) => {
    const message = uploadErrorMessage(err);
    if (!message) return;
    const text = toText(message);
    setError(text);
    onError?.(text, err);
  };

  const open = () => {
    if (disabled || uploading) return;
    if (!env.isLoggedIn()) {
      env.onLoginRequired();
      return;
    }
    inputRef.current?.click();
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    try {
      await validateUpload(file, rules);
      setCropping(file);
    } catch (err) {
      fail(err);
    }
  };

  const upload = async (file: File) => {
    setCropping(null);
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const result = await env.uploader.upload(file, {
        purpose: 'public',
        path: AVATAR_PATH,
        signal: controller.signal,
      });
      onUploaded(result.key, result);
    } catch (err) {
      if (controller.signal.aborted) return;
      setPreview('');
      fail(err);
    } finally {
      if (!controller.signal.aborted) setUploading(false);
    }
  };

  const shown = preview || src;
  return (
    <div className={cx('fw-avatar-picker', className)}>
      <button
        type="button"
        className="fw-avatar-picker__button"
        style={{ width: size, height: size }}
        onClick={open}
        disabled={disabled}
        aria-label={t('actions.changeAvatar')}
        aria-busy={uploading || undefined}
      >
        {shown ? (
          <img className="fw-avatar-picker__image" src={shown} alt={t('preview.avatar')} />
        ) : (
          <CameraIcon className="fw-avatar-picker__placeholder" />
        )}
        <span className={cx('fw-avatar-picker__overlay', uploading && 'fw-avatar-picker__overlay--busy')}>
          {uploading ? <Spinner size="sm" decorative /> : t('actions.changeAvatar')}
        </span>
      </button>
      {error && (
        <p className="fw-upload__message fw-upload__message--error" role="alert">
          {error}
        </p>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={acceptAttribute(rules)}
        className="fw-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onPick(event)}
        data-testid="avatar-input"
      />
      <CropDialog
        file={cropping}
        presets={AVATAR_PRESETS}
        onCancel={() => setCropping(null)}
        onConfirm={(file) => void upload(file)}
      />
    </div>
  );
}
