import { useTranslation } from '@framewise/i18n';
import { cx, Spinner } from '@framewise/ui-kit';
import { type DragEvent, type ReactNode, useState } from 'react';
import type { MediaKind } from './file-type';
import { AlertIcon, DeleteIcon, UploadIcon } from './icons';
import type { UploadState } from './upload-state';
import './upload.css';

export interface UploadViewProps {
  state: UploadState;
  /** Accepted types and limits, under the call to action. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Whether a drop would be taken now (drag highlight and drop handling). */
  acceptsDrop?: boolean;
  onBrowse(): void;
  onDropFile(file: File): void;
  onDelete(): void;
  className?: string;
  /** Said under the control while the file goes up and once it is there (a picture reduced to fit). */
  note?: ReactNode;
}

function Preview({ kind, url, label }: { kind: MediaKind; url: string; label: string }) {
  if (kind === 'audio') {
    // biome-ignore lint/a11y/useMediaCaption: the user's own voice track, previewed before use; it has no captions
    return <audio className="fw-upload__audio" src={url} aria-label={label} controls preload="metadata" />;
  }
  if (kind === 'video') {
    return (
      <video className="fw-upload__media" src={url} aria-label={label} muted controls playsInline preload="metadata" />
    );
  }
  return <img className="fw-upload__media" src={url} alt={label} />;
}

/** The upload control as it looks in each state; Upload adds the behaviour. */
export function UploadView({
  state,
  hint,
  disabled = false,
  acceptsDrop = !disabled,
  onBrowse,
  onDropFile,
  onDelete,
  className,
  note,
}: UploadViewProps) {
  const { t } = useTranslation('upload');
  const [dragging, setDragging] = useState(false);
  const status = state.status === 'cropping' ? 'idle' : state.status;

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!acceptsDrop) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && acceptsDrop) onDropFile(file);
  };

  const showNote = Boolean(note) && (state.status === 'uploading' || state.status === 'done');
  const progressText =
    state.status !== 'uploading'
      ? ''
      : t(state.transcoding ? 'status.transcodingPercent' : 'status.uploading', { percent: state.percent });

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button inside picks files by keyboard */}
      <div
        className={cx('fw-upload', dragging && 'fw-upload--dragging', disabled && 'fw-upload--disabled', className)}
        data-status={status}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {(state.status === 'idle' || state.status === 'cropping') && (
          <button type="button" className="fw-upload__zone" onClick={onBrowse} disabled={disabled}>
            <UploadIcon className="fw-upload__icon" />
            <span className="fw-upload__title">{dragging ? t('trigger.dropHere') : t('trigger.browse')}</span>
            {hint && <span className="fw-upload__hint">{hint}</span>}
          </button>
        )}

        {state.status === 'error' && (
          <>
            <button type="button" className="fw-upload__zone" onClick={onBrowse} disabled={disabled}>
              <AlertIcon className="fw-upload__icon fw-upload__icon--error" />
              <span className="fw-upload__message fw-upload__message--error" role="alert">
                {state.message}
              </span>
              <span className="fw-upload__hint">{t('actions.reupload')}</span>
            </button>
            <DeleteButton label={t('actions.delete')} onClick={onDelete} disabled={disabled} />
          </>
        )}

        {state.status === 'uploading' && (
          <div className="fw-upload__preview" aria-busy="true">
            {/* While it converts, the picked file is one the browser may not play: its player would only clutter. */}
            {state.previewUrl && !state.transcoding && (
              <Preview kind={state.kind} url={state.previewUrl} label={t(`preview.${state.kind}`)} />
            )}
            <div className="fw-upload__overlay">
              <Spinner size="md" decorative />
              <div
                // A new bar for the conversion, so it starts empty rather than sliding back from the full upload.
                key={state.transcoding ? 'transcode' : 'upload'}
                className="fw-upload__progress"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.percent}
                aria-label={progressText}
              >
                <div className="fw-upload__progress-bar" style={{ width: `${state.percent}%` }} />
              </div>
              <span className="fw-upload__status">{progressText}</span>
              {state.transcoding && (
                <span className="fw-upload__hint" role="status">
                  {t('status.transcoding')}
                </span>
              )}
            </div>
          </div>
        )}

        {state.status === 'done' && (
          <div className="fw-upload__preview">
            <Preview kind={state.kind} url={state.previewUrl || state.url} label={t(`preview.${state.kind}`)} />
            <span className="fw-visually-hidden" role="status">
              {t('status.done')}
            </span>
            <DeleteButton label={t('actions.delete')} onClick={onDelete} disabled={disabled} />
          </div>
        )}
      </div>
      {showNote && (
        <p className="fw-upload-note" role="status">
          {note}
        </p>
      )}
    </>
  );
}

function DeleteButton({ label, onClick, disabled }: { label: string; onClick(): void; disabled: boolean }) {
  return (
    <button
      type="button"
      className="fw-upload__delete"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <DeleteIcon width={16} height={16} />
    </button>
  );
}
