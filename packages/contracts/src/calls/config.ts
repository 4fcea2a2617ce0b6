import { z } from 'zod';
import { defineCalls } from '../call';
import { coverSource, optionId, tool } from '../domain/fields';
import { configRoutes } from '../route-table/config';

/** One choice of a tool field (ratio, duration, style, upscaler ...), with its cost and tier gates. */
export const toolOption = z.object({
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  /** Points this choice costs on top of the tool's base cost. */
  cost: z.number().int().nonnegative().default(0),
  /** Subscribers only / pro subscribers only. */
  vip: z.boolean().default(false),
  proVip: z.boolean().default(false),
  /** Only the fast mode can run this choice (4096 upscale, 20 s video). */
  fastOnly: z.boolean().default(false),
  /**
   * When set, the choice costs the first step whose upTo is at least the value of another field (e.g. an upscale
   * of a video costs by its duration) instead of `cost`.
   */
  costBy: z
    .object({
      field: z.string(),
      steps: z.array(z.object({ upTo: z.number(), cost: z.number().int().nonnegative() })).min(1),
    })
    .optional(),
});
export type ToolOption = z.infer<typeof toolOption>;

const toolTypeQuery = z.object({ type: tool });

/**
 * A tool's options from the server, the one source of truth for choices, defaults and costs. available is false
 * when the configured engine does not offer the tool; clients then hide it.
 */
export const toolConfig = z.object({
  type: tool,
  available: z.boolean(),
  /** Points one run costs before option costs. */
  baseCost: z.number().int().nonnegative(),
  /**
   * The run's points are (baseCost + option costs) times the factor of the chosen mode, keyed by mode code
   * ('0' normal, '1' unlimited, '2' fast), rounded up.
   */
  modeCostFactor: z.record(z.string(), z.number().nonnegative()).default({}),
  /** Options per field name (e.g. ratio, duration, move_type, upscaler). */
  options: z.record(z.string(), z.array(toolOption)),
  /** Default value per field name, used when a draft field is empty or no longer valid. */
  defaults: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type ToolConfig = z.infer<typeof toolConfig>;

/** A generation model (base model of a tool, or a video model of /api/video/modelList). */
export const generationModel = z.object({
  id: optionId,
  name: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  vip: z.boolean(),
  proVip: z.boolean(),
  isDefault: z.boolean(),
});
export type GenerationModel = z.infer<typeof generationModel>;

/** An example shown beside a tool; params fill the draft. */
export const toolExample = z.object({
  id: z.string(),
  prompt: z.string(),
  cover: z.string(),
  /** Width variants of the cover (AVIF, WebP); absent on examples stored before them. */
  coverSources: z.array(coverSource).optional(),
  url: z.string(),
  params: z.record(z.string(), z.unknown()),
});
export type ToolExample = z.infer<typeof toolExample>;

const extraModelQuery = z.object({ model: z.coerce.string<string | number>().min(1).max(64) });
/** An overlay character (lora) usable with a base model. */
export const extraModel = z.object({
  id: optionId,
  name: z.string(),
  cover: z.string().nullable(),
  defaultWeight: z.number().min(0).max(1),
});
export type ExtraModel = z.infer<typeof extraModel>;

/**
 * Every tool with whether the configured engine offers it (its config's `available`): one answer for the screens that
 * only hide what is not offered (home, the tool rail), instead of one config request per tool.
 */
export const toolAvailability = z.record(tool, z.boolean());
export type ToolAvailability = z.infer<typeof toolAvailability>;

export const configCalls = defineCalls(configRoutes, {
  getToolConfig: { query: toolTypeQuery, data: toolConfig },
  getToolAvailability: { data: toolAvailability },
  getToolModels: { query: toolTypeQuery, data: z.array(generationModel) },
  getToolExamples: { query: toolTypeQuery, data: z.array(toolExample) },
  getVideoModels: { data: z.array(generationModel) },
  getExtraModels: { query: extraModelQuery, data: z.array(extraModel) },
});
