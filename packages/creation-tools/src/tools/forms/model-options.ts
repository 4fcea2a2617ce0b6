import type { GenerationModel, ToolOption } from '@framewise/contracts';
import { sameValue } from '../../config/options';

/** Base models as options of the model field (their tier flags gate them like any option). */
export function modelOptions(models: readonly GenerationModel[]): ToolOption[] {
  return models.map((m) => ({ value: m.id, label: m.name, cost: 0, vip: m.vip, proVip: m.proVip, fastOnly: false }));
}

/** The chosen model's description, shown under the field. */
export function modelDescription(models: readonly GenerationModel[], id: string): string | undefined {
  return models.find((m) => sameValue(m.id, id))?.description || undefined;
}
