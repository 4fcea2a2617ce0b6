import { type Kysely, sql } from 'kysely';

/**
 * Change notices for the per-user answer caches (db/notifications.ts CHANNELS.userInfo / userTasks): triggers
 * NOTIFY the user whose /api/user/info or task answers a committed write changes, whichever process or code path
 * made it (API, worker, payment notify, settle, CLI). NOTIFY is delivered on commit, folded per transaction and
 * dropped on rollback. Numbers are written as literals: order 1 = ORDER_STATUS.PAID, task 1 = SUCCESS, mode 2 = FAST.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The user row itself (profile, phone, introducer, merge) and, for an invitee, the inviter's count.
  await sql`create function fw_notice_users() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        perform pg_notify('fw_user_info', old.uuid);
        perform pg_notify('fw_user_tasks', old.uuid);
        if old.introduced_by is not null then perform pg_notify('fw_user_info', old.introduced_by); end if;
      end if;
      if tg_op <> 'DELETE' then
        perform pg_notify('fw_user_info', new.uuid);
        if new.introduced_by is not null then perform pg_notify('fw_user_info', new.introduced_by); end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_notice after insert or update or delete on users
    for each row execute function fw_notice_users()`.execute(db);

  // Rows keyed by user_uuid whose every change is the user's info: balances, next settle, plans.
  await sql`create function fw_notice_user_info() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform pg_notify('fw_user_info', old.user_uuid); end if;
      if tg_op <> 'DELETE' then perform pg_notify('fw_user_info', new.user_uuid); end if;
      return null;
    end $$`.execute(db);
  for (const table of ['point_accounts', 'point_buckets', 'subscriptions', 'plan_grants']) {
    await sql`create trigger ${sql.id(`${table}_notice`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function fw_notice_user_info()`.execute(db);
  }

  // A paid order changes the inviter's share of paying invitees (cps_ratio).
  await sql`create function fw_notice_orders() returns trigger language plpgsql as $$
    begin
      perform pg_notify('fw_user_info', u.introduced_by) from users u
        where u.uuid = new.user_uuid and u.introduced_by is not null;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_notice after insert or update of status on orders
    for each row when (new.status = 1) execute function fw_notice_orders()`.execute(db);

  // Tasks: what status2 and my works show. Lease renewals and retry bookkeeping change nothing shown.
  await sql`create function fw_notice_tasks() returns trigger language plpgsql as $$
    declare
      t tasks;
    begin
      if tg_op = 'DELETE' then t := old; else t := new; end if;
      if tg_op = 'UPDATE' and (old.status, old.progress, old.msg, old.outputs, old.notes, old.pub_status,
          old.private, old.deleted_at, old.published_at, old.started_at, old.finished_at, old.user_uuid)
        is not distinct from (new.status, new.progress, new.msg, new.outputs, new.notes, new.pub_status,
          new.private, new.deleted_at, new.published_at, new.started_at, new.finished_at, new.user_uuid) then
        return null;
      end if;
      perform pg_notify('fw_user_tasks', t.user_uuid);
      -- accCount: fast-mode works made.
      if t.status = 1 and t.mode = 2 and (tg_op <> 'UPDATE' or old.status <> 1) then
        perform pg_notify('fw_user_info', t.user_uuid);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger tasks_notice after insert or update or delete on tasks
    for each row execute function fw_notice_tasks()`.execute(db);

  // A work's tags (my works filtered by tag).
  await sql`create function fw_notice_work_tags() returns trigger language plpgsql as $$
    begin
      perform pg_notify('fw_user_tasks', t.user_uuid) from tasks t
        where t.id = (case when tg_op = 'DELETE' then old.task_id else new.task_id end);
      return null;
    end $$`.execute(db);
  await sql`create trigger work_tags_notice after insert or update or delete on work_tags
    for each row execute function fw_notice_work_tags()`.execute(db);
}
