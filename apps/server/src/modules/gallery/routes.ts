import { calls } from '@framewise/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall, requestLanguage } from '../../http';
import { generationRuntime } from '../generation';
import { storageService } from '../storage';
import { publishWork } from './contribute';
import { tagsOf } from './repo';
import { deleteWorks, type GalleryDeps, workDetail, worksPage } from './service';

/** My works and the public gallery: list, detail, delete, publish / contribute, and the gallery's tags. */
export function registerGalleryRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const deps = (): GalleryDeps => ({ ...ctx, storage: storageService(ctx) });

  // Gallery pages: shared for a few seconds for anonymous visitors; logged-in viewers revalidate every time. My
  // works are kept per user until a notice says one of the user's tasks, works or profile changed (migration 0010);
  // the gallery as a logged-in viewer sees it holds others' works, so it is not kept.
  registerCall(
    app,
    calls.listWorks,
    ({ query, user, region, request, keepUntil }) => {
      if (query.scope !== 'mine') keepUntil(0);
      return worksPage(deps(), query, user?.uuid ?? null, region, requestLanguage(request));
    },
    { httpCache: { maxAgeSeconds: 15, shareSeconds: 5 }, userCache: 'userTasks' },
  );

  registerCall(app, calls.getWorkDetail, ({ query, user, request }) =>
    workDetail(deps(), query.id, user?.uuid ?? null, requestLanguage(request)),
  );

  registerCall(app, calls.deleteWorks, async ({ body, user }) => ({
    deleted: await deleteWorks(deps(), user.uuid, body.ids),
  }));

  registerCall(app, calls.publishWork, async ({ body, user }) => ({
    id: body.id,
    pubStatus: await publishWork(
      { db: ctx.db, now: ctx.now, moderation: generationRuntime(ctx).moderation },
      user.uuid,
      body.id,
      body.pubStatus,
    ),
  }));

  registerCall(app, calls.getGalleryTags, async ({ query, request }) => {
    const language = requestLanguage(request);
    return (await tagsOf(ctx.db, query.type)).map((tag) => ({ id: tag.id, name: tag.names[language] }));
  });
}
