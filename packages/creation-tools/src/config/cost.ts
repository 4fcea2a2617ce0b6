import type { ToolConfig, ToolOption } from '@framewise/contracts';
import { findOption } from './options';

/**
 * The values a run's price depends on, by option field: a single value, or a list (styles). Fields without
 * options in the config (prompts, seeds) cost nothing; costBy fields (a source video's duration) are plain numbers.
 */
export type CostValues = Readonly<Record<string, unknown>>;

/** One chosen option's points: its cost, or the step of its costBy field's value (a video's duration band). */
export function optionCost(option: ToolOption, values: CostValues): number {
  if (!option.costBy) return option.cost;
  const { field, steps } = option.costBy;
  const value = Number(values[field]);
  if (!Number.isFinite(value)) return steps[0]?.cost ?? 0;
  const step = steps.find((s) => value <= s.upTo) ?? steps[steps.length - 1];
  return step?.cost ?? 0;
}

/** Points of a run before the mode: the tool's base cost plus the cost of every chosen option. */
export function normalCost(config: ToolConfig, values: CostValues): number {
  let total = config.baseCost;
  for (const [field, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      const option = findOption(config, field, v);
      if (option) total += optionCost(option, values);
    }
  }
  return total;
}

/** The mode's factor (normal 1, unlimited free, fast more); a mode the config does not price costs as normal. */
export function modeFactor(config: ToolConfig, mode: number): number {
  return config.modeCostFactor[String(mode)] ?? 1;
}

/** The points the server will charge for these settings in this mode (docs/product.md: shown before submitting). */
export function costOf(config: ToolConfig, values: CostValues, mode: number): number {
  return Math.ceil(normalCost(config, values) * modeFactor(config, mode));
}
