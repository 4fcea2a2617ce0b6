import type { ExtraModel, GenerationModel, ToolConfig } from '@framewise/contracts';
import { DEFAULT_CREATIVITY, DEFAULT_SEED, MAX_INT32, MODE, MODES, type Mode } from '@framewise/contracts/routes';
import { defaultModel, optionsOf, sameValue } from '../config/options';
import { DRAFT_FIELDS, type FieldSpec } from './fields';
import type { DraftByTool, DraftTool, ExtraModelChoice, KeyframePrompt, MediaRef } from './types';

/** What a draft is checked against: the tool's config and models, and the overlay characters once known. */
export interface DraftContext {
  config: ToolConfig;
  models: readonly GenerationModel[];
  /** Overlay characters of the chosen model; unknown (undefined) keeps every chosen one. */
  extraModels?: readonly ExtraModel[];
}

/** A 0 to 1 strength the config gives no default for starts in the middle (docs/product.md: creativity 0.5). */
const UNIT_FALLBACK = DEFAULT_CREATIVITY;

/** The first scene of a new text-to-video draft: an empty prompt at keyframe 1. */
const FIRST_KEYFRAME: KeyframePrompt = { prompt: '', keyframe: 1 };

type Value = unknown;

function isEmpty(value: Value): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

function isMediaRef(value: Value): value is MediaRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MediaRef).key === 'string' &&
    (value as MediaRef).key !== '' &&
    typeof (value as MediaRef).url === 'string'
  );
}

function isUnit(value: Value): value is number {
  return typeof value === 'number' && value >= 0 && value <= 1;
}

function isSeed(value: Value): value is number {
  return Number.isInteger(value) && (value as number) >= DEFAULT_SEED && (value as number) <= MAX_INT32;
}

function coerce(value: string | number, numeric: boolean | undefined): string | number {
  return numeric ? Number(value) : String(value);
}

/** An option field: kept when it is one of the options, else the config's default when valid, else the first. */
function fillOption(
  spec: Extract<FieldSpec, { type: 'option' }>,
  name: string,
  value: Value,
  ctx: DraftContext,
): Value {
  const field = spec.field ?? name;
  const options = optionsOf(ctx.config, field);
  const configured = ctx.config.defaults[field];
  if (options.length === 0) {
    // Nothing to check against: keep a value, else take the config's default.
    if (!isEmpty(value)) return value;
    if (typeof configured === 'string' || typeof configured === 'number') return coerce(configured, spec.numeric);
    return spec.numeric ? null : '';
  }
  const chosen = options.find((o) => sameValue(o.value, value));
  if (chosen) return coerce(chosen.value, spec.numeric);
  if (spec.optional && isEmpty(value) && configured === undefined) return '';
  const fallback = options.find((o) => sameValue(o.value, configured)) ?? options[0];
  return fallback ? coerce(fallback.value, spec.numeric) : spec.numeric ? null : '';
}

function fillModel(value: Value, ctx: DraftContext): string {
  if (ctx.models.some((m) => sameValue(m.id, value))) return String(value);
  const configured = ctx.config.defaults.model;
  return ctx.models.find((m) => sameValue(m.id, configured))?.id ?? defaultModel(ctx.models)?.id ?? '';
}

function fillPrompts(value: Value): KeyframePrompt[] {
  if (!Array.isArray(value)) return [{ ...FIRST_KEYFRAME }];
  const prompts = value.filter(
    (p): p is KeyframePrompt =>
      typeof p === 'object' &&
      p !== null &&
      typeof p.prompt === 'string' &&
      Number.isInteger(p.keyframe) &&
      p.keyframe >= 1,
  );
  return prompts.length > 0
    ? prompts.map((p) => ({ prompt: p.prompt, keyframe: p.keyframe }))
    : [{ ...FIRST_KEYFRAME }];
}

function fillExtraModels(value: Value, ctx: DraftContext): ExtraModelChoice[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (e): e is ExtraModelChoice =>
        typeof e === 'object' && e !== null && typeof e.id === 'string' && e.id !== '' && isUnit(e.weight),
    )
    .filter((e) => !ctx.extraModels || ctx.extraModels.some((m) => m.id === e.id))
    .map((e) => ({ id: e.id, weight: e.weight }));
}

function fillField(name: string, spec: FieldSpec, value: Value, ctx: DraftContext): Value {
  switch (spec.type) {
    case 'option':
      return fillOption(spec, name, value, ctx);
    case 'model':
      return fillModel(value, ctx);
    case 'optionList': {
      const options = optionsOf(ctx.config, spec.field);
      const valid = (list: unknown[]) => list.filter((v) => options.some((o) => sameValue(o.value, v))).map(String);
      const kept = Array.isArray(value) ? valid(value) : [];
      if (kept.length > 0) return kept;
      // Empty (or nothing left valid): the config's default choice, when it names one.
      const configured = ctx.config.defaults[spec.field];
      return valid(Array.isArray(configured) ? configured : configured === undefined ? [] : [configured]);
    }
    case 'unit': {
      if (isUnit(value)) return value;
      const configured = ctx.config.defaults[name];
      return isUnit(configured) ? configured : UNIT_FALLBACK;
    }
    case 'seed': {
      if (isSeed(value)) return value;
      const configured = ctx.config.defaults[name];
      return isSeed(configured) ? configured : DEFAULT_SEED;
    }
    case 'prompts':
      return fillPrompts(value);
    case 'extraModels':
      return fillExtraModels(value, ctx);
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'bool':
      return typeof value === 'boolean' ? value : ctx.config.defaults[name] === true;
    case 'color':
      return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : '';
    case 'media':
      return isMediaRef(value) ? { key: value.key, url: value.url } : null;
  }
}

function isMode(value: Value): value is Mode {
  return (MODES as readonly unknown[]).includes(value);
}

/**
 * A tool's draft made whole against the server's options: a field is filled only when it is
 * empty or no longer valid, with the config's default when that is valid, else the first option. Valid values
 * are kept as they are, and fields that are not the draft's are dropped.
 */
export function initDraft<T extends DraftTool>(tool: T, stored: unknown, ctx: DraftContext): DraftByTool[T] {
  const source = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, Value>;
  const out: Record<string, Value> = {
    isDrawSame: source.isDrawSame === true,
    isGalleryDrawSame: source.isGalleryDrawSame === true,
    mode: isMode(source.mode) ? source.mode : MODE.NORMAL,
  };
  for (const [name, spec] of Object.entries(DRAFT_FIELDS[tool] as Record<string, FieldSpec>)) {
    out[name] = fillField(name, spec, source[name], ctx);
  }
  return out as unknown as DraftByTool[T];
}

/** The draft's fields, for a shape check in tests and stories. */
export function draftFieldNames(tool: DraftTool): string[] {
  return Object.keys(DRAFT_FIELDS[tool]);
}
