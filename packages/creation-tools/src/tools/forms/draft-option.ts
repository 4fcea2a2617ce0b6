import type { ToolConfig, ToolOption } from '@framewise/contracts';
import { DRAFT_FIELDS, type DraftByTool, type DraftTool, type FieldSpec } from '../../drafts';
import type { LabelledField } from '../field-label';

/** Draft fields a config option field can hold. */
type DraftOptionName<T extends DraftTool> = Extract<keyof DraftByTool[T], LabelledField>;

interface DraftOptionBinding {
  name: LabelledField;
  config: ToolConfig;
  value: unknown;
  onChange(value: ToolOption['value']): void;
}

/**
 * Binds config option fields to a tool's draft: each field shows the draft's value and stores the picked one the
 * way the draft declares it (a number for numeric options such as ratio codes and seconds, a string otherwise).
 */
export function draftOptionBinder<T extends DraftTool>(
  tool: T,
  config: ToolConfig,
  draft: DraftByTool[T],
  update: (patch: Partial<DraftByTool[T]>) => void,
): (name: DraftOptionName<T>) => DraftOptionBinding {
  const specs = DRAFT_FIELDS[tool] as Readonly<Record<string, FieldSpec | undefined>>;
  return (name) => {
    const spec = specs[name];
    const numeric = spec?.type === 'option' && spec.numeric === true;
    return {
      name,
      config,
      value: draft[name],
      onChange: (value) => update({ [name]: numeric ? Number(value) : String(value) } as Partial<DraftByTool[T]>),
    };
  };
}
