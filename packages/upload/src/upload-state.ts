import type { MediaKind } from './file-type';

/**
 * The upload control's states: idle, uploading (with a transcoding note for video), done (key
 * stored, preview shown) or error (icon and message). The optional crop step sits between idle and uploading.
 */
export type UploadState =
  | { status: 'idle' }
  | { status: 'cropping'; file: File }
  /** transcoding: the bytes are up and the server converts the video (percent is then the conversion's). */
  | { status: 'uploading'; kind: MediaKind; previewUrl: string; percent: number; transcoding?: boolean }
  | { status: 'done'; kind: MediaKind; previewUrl: string; key: string; url: string }
  | { status: 'error'; message: string };

type UploadAction =
  | { type: 'crop'; file: File }
  | { type: 'start'; kind: MediaKind; previewUrl: string }
  | { type: 'progress'; percent: number }
  | { type: 'transcoding' }
  /** previewUrl: replaces the local preview (a transcoded video plays from its stored copy, not the file picked). */
  | { type: 'done'; key: string; url: string; previewUrl?: string }
  | { type: 'fail'; message: string }
  | { type: 'reset' }
  | { type: 'show'; kind: MediaKind; previewUrl: string; key: string; url: string };

export const idleState: UploadState = { status: 'idle' };

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'crop':
      return state.status === 'uploading' ? state : { status: 'cropping', file: action.file };
    case 'start':
      return { status: 'uploading', kind: action.kind, previewUrl: action.previewUrl, percent: 0 };
    case 'progress':
      // Late events after done or error are dropped; a retry starts again from 0.
      if (state.status !== 'uploading') return state;
      return { ...state, percent: Math.max(0, Math.min(100, Math.round(action.percent))) };
    case 'transcoding':
      return state.status === 'uploading' ? { ...state, percent: 0, transcoding: true } : state;
    case 'done':
      if (state.status !== 'uploading') return state;
      return {
        status: 'done',
        kind: state.kind,
        previewUrl: action.previewUrl ?? state.previewUrl,
        key: action.key,
        url: action.url,
      };
    case 'fail':
      return { status: 'error', message: action.message };
    case 'reset':
      return idleState;
    case 'show':
      return { status: 'done', kind: action.kind, previewUrl: action.previewUrl, key: action.key, url: action.url };
  }
}

/** Whether the control takes a new file now: never while uploading (a drop then is ignored). */
export function acceptsFiles(state: UploadState, disabled: boolean): boolean {
  return !disabled && state.status !== 'uploading' && state.status !== 'cropping';
}
