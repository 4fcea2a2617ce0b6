import { PUBLICATION_STATUS, type PublicationStatus, TASK_STATUS } from '@framewise/contracts';
import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db, GalleryTagsTable } from '../../db';
import type { Task } from '../tasks';
import { EXAMPLES_OWNER } from './examples-owner';
import type { WorkRow } from './present';

export type GalleryTag = Selectable<GalleryTagsTable>;

/** Publication statuses shown in the public gallery: published and accepted contributions. */
export const GALLERY_STATUSES = [PUBLICATION_STATUS.PUBLIC, PUBLICATION_STATUS.CONTRIBUTE] as const;

function works(db: Db) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('users as u', 'u.uuid', 't.user_uuid')
    .selectAll('t')
    .select(['u.nickname', 'u.avatar_key'])
    .where('t.deleted_at', 'is', null);
}

/** Where a work is visible to everyone: finished, not private, published or an accepted contribution. */
function isPublic(): Expression<SqlBool> {
  // Literals, not parameters: the gallery indexes (migration 0008) are partial on exactly this condition.
  return sql<SqlBool>`(t.status = ${sql.lit(TASK_STATUS.SUCCESS)} and t.private = false
    and t.pub_status in (${sql.join(GALLERY_STATUSES.map((s) => sql.lit(s)))}))`;
}

/** A live work the viewer may open: their own, or a public one. */
export async function findVisibleWork(db: Db, id: string, viewer: string | null): Promise<WorkRow | undefined> {
  return works(db)
    .where('t.id', '=', id)
    .where((eb) => (viewer ? eb.or([eb('t.user_uuid', '=', viewer), isPublic()]) : isPublic()))
    .executeTakeFirst() as Promise<WorkRow | undefined>;
}

/** Position in a listing: featured rank (hot only), creation time, id. */
export interface WorkCursor {
  rank: number;
  createdAt: Date;
  id: string;
}

export interface WorkFilter {
  /** The user whose works to list; undefined lists the public gallery. */
  owner?: string;
  tool?: string;
  tag?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  sort: 'new' | 'hot';
  after?: WorkCursor;
  limit: number;
}

/**
 * The featured rank, highest first, then newest first: 'hot' lists accepted contributions, then the other real
 * works; in both sorts the seeded examples come after every real work, so real works replace them as they appear.
 * The expressions are written with literals so the gallery's expression indexes (migration 0008) serve the order;
 * one owner's 'new' list has a single rank, a constant, so their index (tasks_user) serves it.
 */
function rankOf(sort: 'new' | 'hot', owner: string | undefined) {
  const examplesOwner = sql.lit(EXAMPLES_OWNER.uuid);
  if (sort === 'new' && owner !== undefined) return sql<number>`${sql.lit(owner === EXAMPLES_OWNER.uuid ? 0 : 1)}`;
  return sort === 'hot'
    ? sql<number>`(case when t.user_uuid = ${examplesOwner} then 0 when t.pub_status = ${sql.lit(PUBLICATION_STATUS.CONTRIBUTE)} then 2 else 1 end)`
    : sql<number>`(case when t.user_uuid = ${examplesOwner} then 0 else 1 end)`;
}

/** One page (limit + 1 rows, so the caller knows whether another follows), newest first. */
export async function listWorks(db: Db, filter: WorkFilter): Promise<(WorkRow & { rank: number })[]> {
  const rank = rankOf(filter.sort, filter.owner);
  let query = works(db).select(rank.as('rank'));
  query = filter.owner ? query.where('t.user_uuid', '=', filter.owner) : query.where(isPublic());
  if (filter.tool) query = query.where('t.tool', '=', filter.tool);
  if (filter.tag) {
    const tag = filter.tag;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('work_tags as wt')
          .select('wt.tag_id')
          .whereRef('wt.task_id', '=', 't.id')
          .where('wt.tag_id', '=', tag),
      ),
    );
  }
  if (filter.from) query = query.where('t.created_at', '>=', filter.from);
  if (filter.until) query = query.where('t.created_at', '<', filter.until);
  if (filter.after) {
    const { rank: r, createdAt, id } = filter.after;
    query = query.where(sql<SqlBool>`(${rank}, t.created_at, t.id) < (${r}, ${createdAt}, ${id})`);
  }
  const rows = await query
    .orderBy('rank', 'desc')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  return rows.map((r) => ({ ...r, rank: Number(r.rank) })) as (WorkRow & { rank: number })[];
}

/** Tags of a tag set ('gallery' or a tool), in display order. */
export async function tagsOf(db: Db, type: string): Promise<GalleryTag[]> {
  return db
    .selectFrom('gallery_tags')
    .selectAll()
    .where(sql<SqlBool>`types @> ${JSON.stringify([type])}::jsonb`)
    .orderBy('sort')
    .execute();
}

/** Tags a published work by the words of its prompt (tags of its tool's set); existing tags stay. */
export async function tagWork(db: Db, work: { id: string; tool: string; prompt: string }): Promise<string[]> {
  const text = work.prompt.normalize('NFKC').toLowerCase();
  const matched = (await tagsOf(db, work.tool)).filter((tag) =>
    (Array.isArray(tag.words) ? tag.words : []).some((word) => text.includes(word.toLowerCase())),
  );
  if (matched.length > 0) {
    await db
      .insertInto('work_tags')
      .values(matched.map((tag) => ({ task_id: work.id, tag_id: tag.id })))
      .onConflict((oc) => oc.columns(['task_id', 'tag_id']).doNothing())
      .execute();
  }
  return matched.map((t) => t.id);
}

export async function untagWork(db: Db, id: string): Promise<void> {
  await db.deleteFrom('work_tags').where('task_id', '=', id).execute();
}

// Publication: the tasks table's pub_* columns (the task's own state is the tasks module's).

/** Publishes a work to the gallery now (0, public). */
export async function markPublic(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('tasks')
    .set({ pub_status: PUBLICATION_STATUS.PUBLIC, published_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Takes a work out of the gallery (withdrawn by its owner). */
export async function withdrawPublication(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('tasks')
    .set({ pub_status: null, published_at: null, pub_check_until: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Puts a contribution under check (2) if its publication is still `from`; undefined when another change won. */
export async function startContributionCheck(
  db: Db,
  change: { id: string; from: PublicationStatus | null; now: Date; until: Date },
): Promise<Task | undefined> {
  return db
    .updateTable('tasks')
    .set({ pub_status: PUBLICATION_STATUS.UNDER_CHECK, pub_check_until: change.until, updated_at: change.now })
    .where('id', '=', change.id)
    .where((eb) => (change.from === null ? eb('pub_status', 'is', null) : eb('pub_status', '=', change.from)))
    .returningAll()
    .executeTakeFirst();
}

/** Ends a contribution's check as accepted (1) or rejected (3); false when it was no longer under check. */
export async function endContributionCheck(
  db: Db,
  id: string,
  status: typeof PUBLICATION_STATUS.CONTRIBUTE | typeof PUBLICATION_STATUS.REJECTED,
  now: Date,
): Promise<boolean> {
  const done = await db
    .updateTable('tasks')
    .set({
      pub_status: status,
      pub_check_until: null,
      published_at: status === PUBLICATION_STATUS.CONTRIBUTE ? now : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('pub_status', '=', PUBLICATION_STATUS.UNDER_CHECK)
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** Takes over one contribution check whose lease ran out (the API that started it stopped), leasing it anew. */
export async function claimStaleContribution(db: Db, now: Date, leaseMs: number): Promise<Task | undefined> {
  const claimed = await sql<Task>`
    update tasks set pub_check_until = ${new Date(now.getTime() + leaseMs)}
    where id = (
      select id from tasks
      where pub_status = ${PUBLICATION_STATUS.UNDER_CHECK} and deleted_at is null and pub_check_until < ${now}
      order by pub_check_until
      limit 1
      for update skip locked
    )
    returning *`.execute(db);
  return claimed.rows[0];
}
