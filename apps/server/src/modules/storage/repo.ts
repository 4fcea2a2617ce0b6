import type { Selectable } from 'kysely';
import type { Db, StorageGrantsTable, StorageObjectsTable } from '../../db';

export type StorageGrant = Selectable<StorageGrantsTable>;
export type StoredObject = Selectable<StorageObjectsTable>;

export interface NewGrant {
  id: string;
  tokenHash: string;
  ownerUuid: string;
  purpose: string;
  bucket: string;
  prefix: string;
  expiresAt: Date;
}

export async function insertGrant(db: Db, grant: NewGrant): Promise<void> {
  await db
    .insertInto('storage_grants')
    .values({
      id: grant.id,
      token_hash: grant.tokenHash,
      owner_uuid: grant.ownerUuid,
      purpose: grant.purpose,
      bucket: grant.bucket,
      prefix: grant.prefix,
      expires_at: grant.expiresAt,
    })
    .execute();
}

export async function findGrantByTokenHash(db: Db, tokenHash: string): Promise<StorageGrant | undefined> {
  return db.selectFrom('storage_grants').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Grants are useless once expired; dropping a user's old ones when they get a new one keeps the table small. */
export async function deleteExpiredGrants(db: Db, ownerUuid: string, now: Date): Promise<void> {
  await db.deleteFrom('storage_grants').where('owner_uuid', '=', ownerUuid).where('expires_at', '<', now).execute();
}

export interface NewObject {
  bucket: string;
  key: string;
  ownerUuid: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
  sha256: string | null;
}

/** Records an object; false when the key is taken already (keys are written once, never replaced). */
export async function insertObject(db: Db, object: NewObject): Promise<boolean> {
  const inserted = await db
    .insertInto('storage_objects')
    .values({
      bucket: object.bucket,
      key: object.key,
      owner_uuid: object.ownerUuid,
      size: object.size,
      mime: object.mime,
      width: object.width,
      height: object.height,
      sha256: object.sha256,
    })
    .onConflict((oc) => oc.columns(['bucket', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findObject(db: Db, bucket: string, key: string): Promise<StoredObject | undefined> {
  return db
    .selectFrom('storage_objects')
    .selectAll()
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function deleteObjectRecord(db: Db, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('storage_objects').where('bucket', '=', bucket).where('key', '=', key).execute();
}

/**
 * True when the object is recorded as stored in bucket under key and owned by ownerUuid. The users module checks
 * an avatar key with it before saving it on the profile.
 */
export async function objectExists(db: Db, bucket: string, key: string, ownerUuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('storage_objects')
    .select('key')
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('owner_uuid', '=', ownerUuid)
    .executeTakeFirst();
  return row !== undefined;
}
