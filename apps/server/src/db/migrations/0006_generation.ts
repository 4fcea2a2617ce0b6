import { type Kysely, sql } from 'kysely';

/**
 * Generation: tasks (one row per request; a finished task is a work), the gallery's tags and the tags of works.
 *
 * The tasks table is also the job queue: workers claim queued rows with SELECT ... FOR UPDATE SKIP LOCKED in
 * order of lane (0 fast, 1 normal, 2 relax) and creation, hold them by a lease they renew while working, and a
 * row whose lease ran out is claimed again. Status codes are docs/product.md's task states (-5 .. 1).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Insertion order: breaks ties between rows created in the same millisecond.
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('tool', 'text', (c) => c.notNull())
    .addColumn('engine_tool', 'text', (c) => c.notNull())
    // The validated request, for "draw same" and for the engine.
    .addColumn('params', 'jsonb', (c) => c.notNull())
    // Engine input slot -> stored object {bucket, key, mime}.
    .addColumn('inputs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mode', 'smallint', (c) => c.notNull().check(sql`mode in (0, 1, 2)`))
    .addColumn('lane', 'smallint', (c) => c.notNull().check(sql`lane in (0, 1, 2)`))
    .addColumn('private', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seed', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('cost', 'integer', (c) => c.notNull().check(sql`cost >= 0`))
    // The points ledger entry of the charge, and the idempotency key of its refund once refunded.
    .addColumn('charge_id', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between -5 and 1`))
    .addColumn('progress', 'smallint', (c) => c.notNull().defaultTo(0))
    // A message key (or text) saying why the task failed or was rejected.
    .addColumn('msg', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    // The work an upscale or an extension starts from.
    .addColumn('source_task_id', 'text', (c) => c.references('tasks.id').onDelete('set null'))
    .addColumn('engine', 'text')
    .addColumn('notes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('result_seed', 'integer')
    // Stored results: [{bucket, key, mime, width, height, durationS, fps, poster: {bucket, key} | null}].
    .addColumn('outputs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration_s', 'real')
    .addColumn('fps', 'real')
    .addColumn('pub_status', 'smallint', (c) => c.check(sql`pub_status in (0, 1, 2, 3)`))
    // While a contribution is under check: when a sweeper may take the check over.
    .addColumn('pub_check_until', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .execute();

  // The claim order of the queue and the "N jobs ahead" count read this index.
  await sql`create index tasks_queue on tasks (lane, created_at, seq) where status = -2 and deleted_at is null`.execute(
    db,
  );
  // Leases of checks (-3) and runs (0) that may have run out.
  await sql`create index tasks_leases on tasks (lease_until) where status in (-3, 0)`.execute(db);
  await sql`create index tasks_user on tasks (user_uuid, created_at desc, id desc) where deleted_at is null`.execute(
    db,
  );
  await sql`create index tasks_gallery on tasks (created_at desc, id desc)
    where pub_status in (0, 1) and deleted_at is null`.execute(db);

  await db.schema
    .createTable('gallery_tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sort', 'integer', (c) => c.notNull())
    // Tag sets it belongs to: 'gallery' (the explore page) and tool names.
    .addColumn('types', 'jsonb', (c) => c.notNull())
    // {zh, en, ja}
    .addColumn('names', 'jsonb', (c) => c.notNull())
    // Words (any language) whose presence in a prompt tags a published work.
    .addColumn('words', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('work_tags')
    .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('tag_id', 'text', (c) => c.notNull().references('gallery_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('work_tags_pk', ['task_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('work_tags_tag').on('work_tags').columns(['tag_id', 'task_id']).execute();

  const video = ['gallery', 'text2video', 'img2video', 'img2video_v2', 'ai_video', 'vid2vid', 'extend'];
  const image = ['gallery', 'upscale', 'upscale_turbo'];
  const all = [...new Set([...video, ...image, 'lipsync'])];
  const tags: { id: string; types: string[]; names: [string, string, string]; words: string[] }[] = [
    {
      id: 'landscape',
      types: all,
      names: ['风景', 'Landscape', '風景'],
      words: [
        'landscape',
        'mountain',
        'sea',
        'ocean',
        'forest',
        'sky',
        'sunset',
        '风景',
        '山',
        '海',
        '森林',
        '日落',
        '山脈',
        '夕日',
      ],
    },
    {
      id: 'portrait',
      types: all,
      names: ['人像', 'Portrait', 'ポートレート'],
      words: [
        'portrait',
        'girl',
        'boy',
        'woman',
        'man',
        'face',
        '人像',
        '女孩',
        '男孩',
        '肖像',
        '人物',
        '女の子',
        '男の子',
        '人物',
      ],
    },
    {
      id: 'anime',
      types: all,
      names: ['动漫', 'Anime', 'アニメ'],
      words: ['anime', 'manga', 'cartoon', '动漫', '动画', '卡通', 'アニメ', '漫画'],
    },
    {
      id: 'animal',
      types: all,
      names: ['动物', 'Animals', '動物'],
      words: ['cat', 'dog', 'bird', 'horse', 'animal', 'fox', '猫', '狗', '鸟', '马', '动物', '犬', '鳥', '動物'],
    },
    {
      id: 'scifi',
      types: all,
      names: ['科幻', 'Sci-fi', 'SF'],
      words: [
        'sci-fi',
        'scifi',
        'space',
        'robot',
        'cyberpunk',
        'future',
        '科幻',
        '太空',
        '机器人',
        '赛博',
        '宇宙',
        'ロボット',
      ],
    },
    {
      id: 'city',
      types: all,
      names: ['城市', 'City', '都市'],
      words: ['city', 'street', 'building', 'night city', '城市', '街道', '建筑', '都市', '街', '建物'],
    },
    {
      id: 'food',
      types: image,
      names: ['美食', 'Food', 'フード'],
      words: ['food', 'cake', 'coffee', 'dish', '美食', '蛋糕', '咖啡', '料理', 'ケーキ'],
    },
    {
      id: 'product',
      types: image,
      names: ['产品', 'Products', '商品'],
      words: ['product', 'bottle', 'watch', 'shoe', '产品', '商品', '手表', '瓶', '時計'],
    },
    {
      id: 'dance',
      types: ['gallery', 'vid2vid', 'lipsync'],
      names: ['舞蹈', 'Dance', 'ダンス'],
      words: ['dance', 'dancing', '舞', '跳舞', 'ダンス', '踊'],
    },
  ];
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('gallery_tags')
    .values(
      tags.map((t, i) => ({
        id: t.id,
        sort: (i + 1) * 10,
        types: JSON.stringify(t.types),
        names: JSON.stringify({ zh: t.names[0], en: t.names[1], ja: t.names[2] }),
        words: JSON.stringify(t.words),
      })),
    )
    .execute();
}
