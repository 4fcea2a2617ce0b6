import type { ExtraModel, GenerationModel, ToolConfig, ToolExample } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';
import type { AppServices, AppThunk } from '@framewise/stores';

/** Config answers are reused for 3 minutes: the dedupe interval. */
export const CONFIG_DEDUPE_MS = 3 * 60_000;

interface Cached {
  at: number;
  answer: Promise<unknown>;
}

// Per store (its services): options are the same for every user of a build, and a test's store starts empty.
const caches = new WeakMap<AppServices, Map<string, Cached>>();

function cached<T>(services: AppServices, key: string, force: boolean, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(services);
  if (!cache) {
    cache = new Map();
    caches.set(services, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (!force && hit && now - hit.at < CONFIG_DEDUPE_MS) return hit.answer as Promise<T>;
  const answer = load();
  const entry = { at: now, answer };
  cache.set(key, entry);
  // A failure is forgotten, so the next caller asks again.
  answer.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return answer;
}

export interface LoadOptions {
  force?: boolean;
}

/** GET /api/config/generate?type=: options, defaults, costs and availability of one tool. */
export const loadToolConfig =
  (tool: Tool, { force = false }: LoadOptions = {}): AppThunk<Promise<ToolConfig>> =>
  (_d, _g, services) =>
    cached(services, `generate:${tool}`, force, () => services.http.call('getToolConfig', { query: { type: tool } }));

/**
 * Base models of a tool: GET /api/video/modelList for the AI video generator (its model picker lists the video
 * models), GET /api/config/model?type= for the others.
 */
export const loadToolModels =
  (tool: Tool, { force = false }: LoadOptions = {}): AppThunk<Promise<GenerationModel[]>> =>
  (_d, _g, services) =>
    tool === 'ai_video'
      ? cached(services, 'videoModels', force, () => services.http.call('getVideoModels'))
      : cached(services, `model:${tool}`, force, () => services.http.call('getToolModels', { query: { type: tool } }));

/** GET /api/config/example?type=: examples shown when a tool has no results yet. */
export const loadToolExamples =
  (tool: Tool, { force = false }: LoadOptions = {}): AppThunk<Promise<ToolExample[]>> =>
  (_d, _g, services) =>
    cached(services, `example:${tool}`, force, () => services.http.call('getToolExamples', { query: { type: tool } }));

/** GET /api/image/modelextraList2?model=: overlay characters (loras) of a base model. */
export const loadExtraModels =
  (model: string, { force = false }: LoadOptions = {}): AppThunk<Promise<ExtraModel[]>> =>
  (_d, _g, services) =>
    cached(services, `extra:${model}`, force, () => services.http.call('getExtraModels', { query: { model } }));
