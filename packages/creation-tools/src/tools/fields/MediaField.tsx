import { Upload, type UploadProfile, type UploadValue } from '@framewise/upload';
import type { ReactNode } from 'react';
import type { MediaRef } from '../../drafts';
import { Field } from './Field';

export interface MediaFieldProps {
  name: string;
  label: string;
  value: MediaRef | null;
  onChange(value: (MediaRef & { kind: 'image' | 'video' }) | null): void;
  accept?: UploadProfile;
  hint?: ReactNode;
  invalid?: boolean;
  /** Shown under the control once a file is there (the mask brush, the face picker). */
  children?: ReactNode;
  /** What the stored file is, for its preview; the upload profile's kind when left out. */
  kind?: 'image' | 'video';
}

/** A reference file of a tool, through the app's upload control (login gate, checks, progress, preview). */
export function MediaField({
  name,
  label,
  value,
  onChange,
  accept = 'image',
  hint,
  invalid,
  children,
  kind,
}: MediaFieldProps) {
  const shown: UploadValue | null = value
    ? { key: value.key, url: value.url, kind: kind ?? (accept === 'video' ? 'video' : 'image') }
    : null;
  return (
    <Field name={name} label={label} invalid={invalid}>
      {/* Keyed by the file: a reference cleared from outside (a reset, draw same) shows the empty control again. */}
      <Upload
        key={value?.key ?? ''}
        accept={accept}
        value={shown}
        hint={hint}
        onUploaded={(result, file) =>
          onChange({ key: result.key, url: result.url, kind: file.type.startsWith('video/') ? 'video' : 'image' })
        }
        onDelete={() => onChange(null)}
        className="fw-media"
      />
      {children}
    </Field>
  );
}
