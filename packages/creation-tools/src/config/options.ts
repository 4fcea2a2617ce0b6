import type { GenerationModel, ToolConfig, ToolOption } from '@framewise/contracts';

/** Option values arrive as strings or numbers; a draft may hold either form of the same value. */
export function sameValue(a: unknown, b: unknown): boolean {
  return (typeof a === 'string' || typeof a === 'number') && String(a) === String(b);
}

/** The choices the server offers for a field; empty when it lists none (the field is then not offered). */
export function optionsOf(config: ToolConfig, field: string): ToolOption[] {
  return config.options[field] ?? [];
}

export function findOption(config: ToolConfig, field: string, value: unknown): ToolOption | undefined {
  return optionsOf(config, field).find((o) => sameValue(o.value, value));
}

/** The model a fresh draft takes: the one flagged default, else the first. */
export function defaultModel(models: readonly GenerationModel[]): GenerationModel | undefined {
  return models.find((m) => m.isDefault) ?? models[0];
}
