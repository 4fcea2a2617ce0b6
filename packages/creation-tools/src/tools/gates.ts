import type { ToolConfig, ToolOption } from '@framewise/contracts';
import { MODE, type Mode } from '@framewise/contracts/routes';
import type { VipFlags } from '@framewise/stores';
import type { CostValues } from '../config/cost';
import { findOption } from '../config/options';

/** Why a tier refuses a choice: a pro-subscriber option, or a subscriber one. */
export type TierRefusal = 'proVip' | 'vip';

export function optionRefusal(option: Pick<ToolOption, 'vip' | 'proVip'>, flags: VipFlags): TierRefusal | null {
  if (option.proVip && !flags.isProVip) return 'proVip';
  if (option.vip && !flags.isVip) return 'vip';
  return null;
}

/** The chosen options of these values the user's tier refuses (a draft copied from someone else's work). */
export function refusedChoices(
  config: ToolConfig,
  values: CostValues,
  flags: VipFlags,
): { field: string; option: ToolOption; refusal: TierRefusal }[] {
  const out: { field: string; option: ToolOption; refusal: TierRefusal }[] = [];
  for (const [field, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      const option = findOption(config, field, v);
      const refusal = option && optionRefusal(option, flags);
      if (option && refusal) out.push({ field, option, refusal });
    }
  }
  return out;
}

/** Chosen options that only the fast mode runs (docs/product.md: a 4096 upscale image and a 20 s video). */
export function fastOnlyChoices(config: ToolConfig, values: CostValues): ToolOption[] {
  const out: ToolOption[] = [];
  for (const [field, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      const option = findOption(config, field, v);
      if (option?.fastOnly) out.push(option);
    }
  }
  return out;
}

/** Why a mode cannot be used now: unlimited needs the plan's unlimitEnable; fast-only choices need fast. */
type ModeRefusal = 'unlimited' | 'fastOnly';

export function modeRefusal(mode: Mode, context: { unlimitEnable: boolean; fastOnly: boolean }): ModeRefusal | null {
  if (mode === MODE.RELAX && !context.unlimitEnable) return 'unlimited';
  if (context.fastOnly && mode !== MODE.FAST) return 'fastOnly';
  return null;
}
