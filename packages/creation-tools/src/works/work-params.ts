import type { GenerationModel, ToolConfig, Work } from '@framewise/contracts';
import { DEFAULT_SEED, type Mode, ratioFromCode, type Tool } from '@framewise/contracts/routes';
import { sameValue } from '../config/options';

/** One shown value: how to format it is the component's business (it knows the language). */
export type ParamValue =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'tool'; tool: Tool }
  | { kind: 'mode'; mode: Mode }
  | { kind: 'seconds'; value: number }
  | { kind: 'fps'; value: number }
  | { kind: 'points'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'seed'; value: number }
  | { kind: 'date'; iso: string }
  | { kind: 'media'; url: string }
  | { kind: 'list'; items: string[] };

/** Parameters a detail view names; each is a key of the works namespace's `params` group. */
export const PARAM_NAMES = [
  'tool',
  'model',
  'version',
  'ratio',
  'size',
  'duration',
  'frameRate',
  'motionSpeed',
  'moveType',
  'style',
  'styles',
  'upscaler',
  'target',
  'creativity',
  'quality',
  'negativePrompt',
  'keyframes',
  'keywords',
  'extraModels',
  'weight',
  'engine',
  'hdr',
  'resemblance',
  'referenceEngine',
  'videoRefer',
  'subjectOnly',
  'subjectType',
  'subjectPrompt',
  'background',
  'level',
  'seed',
  'mode',
  'private',
  'cost',
  'createdAt',
  'referenceImage',
  'endImage',
  'maskImage',
  'referenceVideo',
] as const;
export type ParamName = (typeof PARAM_NAMES)[number];

export interface ParamRow {
  name: ParamName;
  value: ParamValue;
}

const isMediaUrl = (value: string) => /^(https?:|\/|blob:|data:)/.test(value);

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/**
 * Every parameter of a work worth showing, in a stable order: the work's own fields first, then what the submitted
 * request (params) adds. Empty and absent values are left out; a seed of -1 shows as random.
 */
export function paramRowsOf(work: Work): ParamRow[] {
  const p = work.params;
  const rows: ParamRow[] = [];
  const add = (name: ParamName, value: ParamValue | undefined) => {
    if (value) rows.push({ name, value });
  };
  const text = (value: unknown): ParamValue | undefined => {
    const s = str(value);
    return s === undefined ? undefined : { kind: 'text', text: s };
  };
  const number = (value: unknown): ParamValue | undefined => {
    const n = num(value);
    return n === undefined ? undefined : { kind: 'number', value: n };
  };
  const flag = (value: unknown): ParamValue | undefined => {
    const b = bool(value);
    return b === undefined ? undefined : { kind: 'bool', value: b };
  };
  const media = (value: unknown): ParamValue | undefined => {
    const s = str(value);
    return s && isMediaUrl(s) ? { kind: 'media', url: s } : undefined;
  };

  add('tool', { kind: 'tool', tool: work.tool });
  add('model', text(p.model));
  add('version', text(p.version));
  // The requested ratio when there was one; without a known size the ratio code is all there is to say.
  const sized = !!work.width && !!work.height;
  if (p.ratio !== undefined || !sized) add('ratio', { kind: 'text', text: ratioFromCode(work.ratio).label });
  if (sized) add('size', { kind: 'text', text: `${work.width} × ${work.height}` });
  const duration = num(work.duration);
  add('duration', duration === undefined ? undefined : { kind: 'seconds', value: duration });
  const fps = num(p.frame_rate);
  add('frameRate', fps === undefined ? undefined : { kind: 'fps', value: fps });
  add('motionSpeed', number(work.motion_speed));
  add('moveType', text(work.move_type));
  // The work's style is its styles or its model (see the gallery's styleOf): shown only when the request does not
  // name them itself, so a model id never appears a second time as a "style".
  if (p.model === undefined && !Array.isArray(p.style_list)) add('style', text(work.style));
  const styles = Array.isArray(p.style_list) ? p.style_list.map(str).filter((s): s is string => !!s) : [];
  if (styles.length > 0) add('styles', { kind: 'list', items: styles });
  add('upscaler', text(p.upscaler));
  add('target', text(p.target));
  add('creativity', number(p.creativity));
  add('quality', text(work.quality));
  add('negativePrompt', text(p.negative_prompt));

  if (Array.isArray(p.prompts) && p.prompts.length > 1) {
    const items = p.prompts.flatMap((entry) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { prompt, keyframe } = entry as { prompt?: unknown; keyframe?: unknown };
      const s = str(prompt);
      return s ? [`#${num(keyframe) ?? '?'} ${s}`] : [];
    });
    if (items.length > 0) add('keyframes', { kind: 'list', items });
  }
  const keywords = Array.isArray(p.keywords) ? p.keywords.map(str).filter((s): s is string => !!s) : [];
  if (keywords.length > 0) add('keywords', { kind: 'list', items: keywords });
  if (Array.isArray(p.extra_model) && p.extra_model.length > 0) {
    const items = p.extra_model.flatMap((entry) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { id, weight } = entry as { id?: unknown; weight?: unknown };
      const s = str(id);
      return s ? [num(weight) === undefined ? s : `${s} × ${num(weight)}`] : [];
    });
    if (items.length > 0) add('extraModels', { kind: 'list', items });
  }
  add('weight', number(p.weight));
  add('engine', text(p.engine));
  add('hdr', flag(p.hdr));
  add('resemblance', number(p.resemblance));
  add('referenceEngine', text(p.reference_engine));
  add('videoRefer', number(p.video_refer));
  if (p.subject_only === true) {
    add('subjectOnly', { kind: 'bool', value: true });
    add('subjectType', text(p.subject_type));
    add('subjectPrompt', text(p.subject_prompt));
    add('background', text(p.bg_color) ?? media(p.bg_custom));
  }
  add('level', number(p.level));
  add('seed', { kind: 'seed', value: work.seed });
  add('mode', { kind: 'mode', mode: work.mode });
  add('private', work.private ? { kind: 'bool', value: true } : undefined);
  add('cost', { kind: 'points', value: work.cost });
  add('createdAt', { kind: 'date', iso: work.created_at });
  add('referenceImage', media(work.reference_img));
  add('endImage', media(p.reference_end_img));
  add('maskImage', media(work.mask_img));
  add('referenceVideo', media(work.reference_video));
  return rows;
}

/** True when the seed asks for a random one (the default). */
export const isRandomSeed = (seed: number) => seed === DEFAULT_SEED;

/** The config option lists that name a parameter's values, tried in order (a work's quality is any of three). */
const OPTION_FIELDS: Partial<Record<ParamName, readonly string[]>> = {
  version: ['version'],
  motionSpeed: ['motion_speed'],
  moveType: ['move_type'],
  style: ['style_list'],
  styles: ['style_list'],
  upscaler: ['upscaler'],
  target: ['target'],
  quality: ['target', 'upscaler', 'level'],
  level: ['level'],
  referenceEngine: ['reference_engine'],
  subjectType: ['subject_type'],
  engine: ['engine'],
};

/** Parameters whose values may be model ids (a work's style is its model when it has no styles). */
const MODEL_NAMED: ReadonlySet<ParamName> = new Set(['model', 'style']);

/** What the tool offers, as far as it is known: undefined while loading, null when it could not be read. */
export interface KnownOptions {
  config?: ToolConfig | null;
  models?: readonly GenerationModel[] | null;
}

/**
 * How to name one parameter value: the label the tool screens use ('anime' as "Anime", model '90' by its name);
 * 'retired' for a coded value the tool no longer offers (never the code itself); 'pending' until the options
 * arrive; 'raw' for values that are no code (a prompt, a seed) or when the options could not be read.
 */
export type OptionName = { kind: 'label'; text: string } | { kind: 'retired' } | { kind: 'pending' } | { kind: 'raw' };

export function nameOption(name: ParamName, value: string, known: KnownOptions): OptionName {
  const fields = OPTION_FIELDS[name] ?? [];
  const byModel = MODEL_NAMED.has(name);
  if (fields.length === 0 && !byModel) return { kind: 'raw' };
  if (byModel) {
    const model = known.models?.find((m) => sameValue(m.id, value));
    if (model) return { kind: 'label', text: model.name };
  }
  for (const field of fields) {
    const option = known.config?.options[field]?.find((o) => sameValue(o.value, value));
    if (option) return { kind: 'label', text: option.label };
  }
  const sources = [...(fields.length > 0 ? [known.config] : []), ...(byModel ? [known.models] : [])];
  if (sources.some((source) => source === undefined)) return { kind: 'pending' };
  if (sources.some((source) => source === null)) return { kind: 'raw' };
  // Nothing to name it against (an engine without a motion speed list): the value is shown as it is.
  const listed = byModel || fields.some((field) => (known.config?.options[field]?.length ?? 0) > 0);
  return listed ? { kind: 'retired' } : { kind: 'raw' };
}
