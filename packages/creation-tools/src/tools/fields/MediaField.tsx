import {
  type AspectRatioPreset,
  type MediaKind,
  mediaKind,
  Upload,
  type UploadCropOptions,
  type UploadProfile,
  type UploadValue,
} from '@framewise/upload';
import type { ReactNode } from 'react';
import type { MediaRef } from '../../drafts';
import { Field } from './Field';

/** The kind of file a profile stands for when nothing else says it ('media' shows as an image). */
function profileKind(accept: UploadProfile): MediaKind {
  if (accept === 'video') return 'video';
  if (accept === 'audio') return 'audio';
  return 'image';
}

interface MediaFieldProps<K extends MediaKind = 'image' | 'video'> {
  name: string;
  label: string;
  value: MediaRef | null;
  /** The uploaded file with its kind; K is 'audio' for an audio field, image or video otherwise. */
  onChange(value: (MediaRef & { kind: K }) | null): void;
  accept?: UploadProfile;
  hint?: ReactNode;
  invalid?: boolean;
  /** Shown under the control once a file is there (the mask brush, the face picker). */
  children?: ReactNode;
  /** What the stored file is, for its preview; the upload profile's kind when left out. */
  kind?: K;
  /** Offers the upload control's crop dialog for a picked image. */
  crop?: boolean | UploadCropOptions;
  /**
   * False keeps a picture at the largest size the server takes (fitted to it, with a note when reduced) instead
   * of compressing it to the usual upload size: for tools whose result depends on the input's detail (upscale).
   */
  compress?: boolean;
  /** The preset a crop was confirmed with, for a form whose ratio follows it. */
  onCropped?(preset: AspectRatioPreset): void;
}

/** A reference file of a tool, through the app's upload control (login gate, checks, progress, preview). */
export function MediaField<K extends MediaKind = 'image' | 'video'>({
  name,
  label,
  value,
  onChange,
  accept = 'image',
  hint,
  invalid,
  children,
  kind,
  crop,
  onCropped,
  compress,
}: MediaFieldProps<K>) {
  const shown: UploadValue | null = value
    ? { key: value.key, url: value.url, kind: kind ?? profileKind(accept) }
    : null;
  return (
    <Field name={name} label={label} invalid={invalid}>
      {/* Not keyed by the file: the control follows a value set or cleared from outside itself, and keeps the note
          about its own upload (a remount would lose it). */}
      <Upload
        accept={accept}
        value={shown}
        hint={hint}
        crop={crop}
        compress={compress}
        onCropped={onCropped}
        onUploaded={(result, file) =>
          // The control took the file under its profile's rules, so its kind is one K allows.
          onChange({ key: result.key, url: result.url, kind: (mediaKind(file) ?? profileKind(accept)) as K })
        }
        onDelete={() => onChange(null)}
        className="fw-media"
      />
      {children}
    </Field>
  );
}
