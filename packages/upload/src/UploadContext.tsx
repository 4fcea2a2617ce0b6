import { useTranslation } from '@framewise/i18n';
import { selectIsLoggedIn, type UserState, uiActions } from '@framewise/stores';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import type { ImageCodec } from './fit-image';
import type { UploadMessage, UploadMessageKey } from './messages';
import type { Uploader } from './uploader';

/** What the upload components need from the app: the uploader and the login gate. */
export interface UploadEnvironment {
  uploader: Uploader;
  /** Uploads and drops need a logged-in user. */
  isLoggedIn(): boolean;
  /** Opens the login flow; called instead of the file picker when nobody is logged in. */
  onLoginRequired(): void;
  /** Decodes and redraws pictures that need fitting; the browser's canvas when left out. */
  imageCodec?: ImageCodec;
}

const UploadContext = createContext<UploadEnvironment | null>(null);

export function UploadProvider({ value, children }: { value: UploadEnvironment; children: ReactNode }) {
  return <UploadContext.Provider value={value}>{children}</UploadContext.Provider>;
}

export function useUploadEnvironment(): UploadEnvironment {
  const env = useContext(UploadContext);
  if (!env) throw new Error('Upload components need an <UploadProvider> (see @framewise/upload)');
  return env;
}

/** The part of the app store the login gate reads and writes. */
export interface LoginGateStore {
  getState(): { user: UserState };
  dispatch(action: ReturnType<typeof uiActions.setVisibleLoginModal>): unknown;
}

/** The login gate from the app's Redux store: logged in by uuid, the login modal opened otherwise. */
export function storeLoginGate(store: LoginGateStore): Pick<UploadEnvironment, 'isLoggedIn' | 'onLoginRequired'> {
  return {
    isLoggedIn: () => selectIsLoggedIn(store.getState()),
    onLoginRequired: () => {
      store.dispatch(uiActions.setVisibleLoginModal(true));
    },
  };
}

/** Turns an UploadMessage into text in the current language. */
export function useUploadMessage(): (message: UploadMessage) => string {
  const { t } = useTranslation('upload');
  // The key is checked by UploadMessageKey; its values vary by key, which i18next's per-key typing cannot follow.
  const translate = t as unknown as (key: UploadMessageKey, values: Record<string, string | number>) => string;
  return useCallback(
    (message: UploadMessage) => ('text' in message ? message.text : translate(message.key, message.values)),
    [translate],
  );
}
