import {
  calls,
  type ExtraModel,
  type GenerationModel,
  TOOLS,
  type Tool,
  type ToolAvailability,
  type ToolExample,
} from '@framewise/contracts';
import type { ToolCapability } from '@framewise/engine';
import { LANGUAGES, type Language } from '@framewise/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { finishAnswer, registerCall, requestLanguage, sendCacheable } from '../../http';
import { listWorks, toWork } from '../gallery';
import { extraModelsFor, generationRuntime, type ModelEntry, modelsFor } from '../generation';
import { storageService } from '../storage';
import { labelOf } from './catalog';
import { STATIC_BASE, STATIC_FILES } from './static-content';
import { toolAvailable, toolConfig } from './tool-config';

/**
 * Config answers change only with a deploy or the engine's capabilities (ComfyUI up or down): browsers reuse them
 * for a minute, then revalidate by ETag.
 */
const CONFIG_CACHE = { httpCache: { maxAgeSeconds: 60, shareSeconds: 10 } };
const STATIC_CACHE = { maxAgeSeconds: 3600, varies: false };

/** How many featured works /api/config/example shows per tool. */
const EXAMPLES_PER_TOOL = 6;

function toModel(model: ModelEntry, isDefault: boolean, language: Language): GenerationModel {
  return {
    id: model.id,
    name: model.name[language],
    description: model.description[language],
    cover: null,
    vip: model.vip,
    proVip: model.proVip,
    isDefault,
  };
}

/** A tool's base models: the same catalogue entries its config offers and its generation call accepts. */
function baseModels(tool: Tool, language: Language): GenerationModel[] {
  return modelsFor(tool).map((m, i) => toModel(m, i === 0, language));
}

/** The upscale tools' models are the engine's upscalers (ESRGAN sizes, Lanczos), as its capabilities list them. */
function upscalerModels(caps: readonly ToolCapability[] | null, tool: 'upscale' | 'upscale_turbo', language: Language) {
  const names = caps?.find((c) => c.tool === tool)?.options?.models ?? [];
  return names.map(
    (id, i): GenerationModel => ({
      id,
      name: labelOf('engine', id, language),
      description: labelOf('engine', id, language),
      cover: null,
      vip: false,
      proVip: false,
      isDefault: i === 0,
    }),
  );
}

/**
 * Tool options, models and examples (the one source of truth for choices, defaults and costs), and the static
 * JSON files. Availability follows the configured engine's capabilities.
 */
export function registerConfigRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  /** The engine's capabilities, or null when it cannot be asked (ComfyUI down): tools then show unavailable. */
  const capabilities = async (): Promise<ToolCapability[] | null> => {
    try {
      return await generationRuntime(ctx).capabilities();
    } catch (error) {
      app.log.warn({ err: error }, 'engine capabilities unavailable');
      return null;
    }
  };

  registerCall(
    app,
    calls.getToolConfig,
    async ({ query, request }) => toolConfig(query.type, await capabilities(), requestLanguage(request)),
    CONFIG_CACHE,
  );

  // What home and the tool rail hide, for every tool at once (each tool's config says the same in `available`).
  registerCall(
    app,
    calls.getToolAvailability,
    async () => {
      const caps = await capabilities();
      return Object.fromEntries(TOOLS.map((tool) => [tool, toolAvailable(tool, caps)])) as ToolAvailability;
    },
    CONFIG_CACHE,
  );

  registerCall(
    app,
    calls.getToolModels,
    async ({ query, request }) => {
      const language = requestLanguage(request);
      if (query.type === 'upscale' || query.type === 'upscale_turbo') {
        return upscalerModels(await capabilities(), query.type, language);
      }
      return baseModels(query.type, language);
    },
    CONFIG_CACHE,
  );

  // The AI video generator's model picker reads this list, so it holds exactly the models its config offers and
  // its generation call accepts (not every video model: restyle and lip-sync models belong to their own tools).
  registerCall(
    app,
    calls.getVideoModels,
    ({ request }) => baseModels('ai_video', requestLanguage(request)),
    CONFIG_CACHE,
  );

  registerCall(
    app,
    calls.getExtraModels,
    ({ query, request }) => {
      const language = requestLanguage(request);
      return extraModelsFor(query.model).map(
        (e): ExtraModel => ({ id: e.id, name: e.name[language], cover: null, defaultWeight: e.defaultWeight }),
      );
    },
    CONFIG_CACHE,
  );

  // Examples are the gallery's best works of the tool (accepted contributions first): real results whose
  // parameters fill the draft ("draw same").
  registerCall(app, calls.getToolExamples, async ({ query, request }) => {
    const language = requestLanguage(request);
    const storage = storageService(ctx);
    const rows = await listWorks(ctx.db, { tool: query.type as Tool, sort: 'hot', limit: EXAMPLES_PER_TOOL });
    return rows.slice(0, EXAMPLES_PER_TOOL).flatMap((row): ToolExample[] => {
      const work = toWork(row, null, storage, language);
      if (!work.url) return [];
      const { id, prompt, cover, coverSources, url, params } = work;
      return [{ id, prompt, cover: cover ?? url, ...(coverSources ? { coverSources } : {}), url, params }];
    });
  });

  // Static JSON with the language appended: /api/static/video/common_problem_en.json.
  app.get<{ Params: { name: string } }>(`${STATIC_BASE}video/:name`, async (request, reply) => {
    const match = /^(.+)_([a-z]{2})\.json$/.exec(request.params.name);
    const file = match ? STATIC_FILES[`video/${match[1]}` as keyof typeof STATIC_FILES] : undefined;
    const language = LANGUAGES.find((l) => l === match?.[2]);
    if (!file || !language) {
      return reply.status(404).send({ code: 404, data: null, msg: `Not found: ${request.url.split('?')[0]}` });
    }
    return sendCacheable(request, reply, finishAnswer(file(language)), STATIC_CACHE, false);
  });
}
