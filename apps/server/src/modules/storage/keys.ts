import { randomBytes } from 'node:crypto';
import { STORAGE_KEY_MAX_LENGTH } from '@framewise/contracts';

/** The folder of avatars in the public bucket; its images may be larger (maxAvatarSide). */
export const AVATAR_PATH = 'user-avatar';

/** Same rule as the token call's `path` query: one lowercase folder name. */
const FOLDER = /^[a-z0-9][a-z0-9-]{0,39}$/;
// User uuids come from the accounts module; anything that could change the meaning of a path is refused.
const OWNER = /^[A-Za-z0-9_-]{1,64}$/;
// Starts with a letter or digit, so no file name looks like a command-line option to the media tools.
const OBJECT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/;
const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'mp4', 'mov', 'mp3', 'wav', 'm4a'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** A key of the upload rule {path}/{user uuid}/{random id}.{ext}, taken apart. */
export interface ObjectKeyParts {
  path: string;
  ownerUuid: string;
  id: string;
  ext: UploadExtension;
}

/** A fresh random object id: 24 hex characters (96 bits), so keys cannot be guessed. */
export function newObjectId(): string {
  return randomBytes(12).toString('hex');
}

/** The folder one user may write in: {path}/{user uuid}/. Throws on values that would escape it (a server bug). */
export function userPrefix(path: string, ownerUuid: string): string {
  if (!FOLDER.test(path)) throw new Error(`Invalid storage folder: ${JSON.stringify(path)}`);
  if (!OWNER.test(ownerUuid)) throw new Error(`Invalid owner uuid for a storage key: ${JSON.stringify(ownerUuid)}`);
  return `${path}/${ownerUuid}/`;
}

/**
 * Builds a key by the server rule {path}/{user uuid}/{random id}.{ext}; other modules use it for the files they
 * write for a user (generated works, the avatar rule user-avatar/{uuid}/...).
 */
export function buildObjectKey(options: {
  path: string;
  ownerUuid: string;
  ext: UploadExtension;
  id?: string;
}): string {
  const id = options.id ?? newObjectId();
  if (!OBJECT_ID.test(id)) throw new Error(`Invalid object id: ${JSON.stringify(id)}`);
  return `${userPrefix(options.path, options.ownerUuid)}${id}.${options.ext}`;
}

/** Parts of a key that follows the upload rule exactly, else undefined (no '..', no leading '/', no extra folder). */
export function parseObjectKey(key: string): ObjectKeyParts | undefined {
  const segments = key.split('/');
  if (segments.length !== 3) return undefined;
  const [path = '', ownerUuid = '', file = ''] = segments;
  const dot = file.lastIndexOf('.');
  if (dot < 0) return undefined;
  const id = file.slice(0, dot);
  const ext = UPLOAD_EXTENSIONS.find((e) => e === file.slice(dot + 1));
  if (!ext || !FOLDER.test(path) || !OWNER.test(ownerUuid) || !OBJECT_ID.test(id)) return undefined;
  return { path, ownerUuid, id, ext };
}

/**
 * Any key the server may read or write on disk: relative, slash-separated segments of safe characters, none of
 * them '.' or '..'. Wider than the upload rule so server-written files (engine outputs) can use other folders.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > STORAGE_KEY_MAX_LENGTH) return false;
  // A segment starts with a letter, digit or '_', so '.', '..' and hidden names never pass.
  return key.split('/').every((s) => /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(s));
}

/** True when key is one uploaded under the avatar rule for this user: user-avatar/{uuid}/{random id}.{ext}. */
export function isAvatarKeyOf(key: string, ownerUuid: string): boolean {
  const parts = parseObjectKey(key);
  return parts !== undefined && parts.path === AVATAR_PATH && parts.ownerUuid === ownerUuid;
}
