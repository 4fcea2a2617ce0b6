import { useGetExtraModelsQuery } from '@framewise/api-client';
import type { ExtraModel } from '@framewise/contracts';

const NONE: ExtraModel[] = [];

/** The overlay characters of a base model; undefined until they are known (then nothing is dropped). */
export function useExtraModels(model: string): ExtraModel[] | undefined {
  const { currentData, isError } = useGetExtraModelsQuery(model, { skip: !model });
  if (!model) return undefined;
  return currentData ?? (isError ? NONE : undefined);
}
