/**
 * What a ComfyUI server's GET /object_info says about its node classes, and the check of a workflow template
 * against it: every class present, every required input given, and each literal choice (model file names, sampler,
 * weight dtype, crop...) among the options the server lists. Old-style nodes list a combo as `[[...options], {}]`,
 * nodes of the v3 schema as `["COMBO", {options: [...]}]`.
 */
import { placeholdersOf, type TemplateVariables, type WorkflowTemplate } from './templates';

type InputSpec = [unknown, Record<string, unknown>?] | unknown[];

export interface NodeClassInfo {
  input?: { required?: Record<string, InputSpec>; optional?: Record<string, InputSpec> };
  output?: unknown[];
}

export type ObjectInfo = Record<string, NodeClassInfo>;

/** Flags of combos whose options are the server's input files (filled per job after the upload). */
const UPLOAD_FLAGS = ['image_upload', 'video_upload', 'audio_upload'];

/** The option list of a combo input, or undefined for other input kinds. */
export function comboOptions(spec: InputSpec | undefined): unknown[] | undefined {
  if (!Array.isArray(spec)) return undefined;
  const [type, extra] = spec as [unknown, Record<string, unknown> | undefined];
  if (Array.isArray(type)) return type;
  if (type === 'COMBO' && Array.isArray(extra?.options)) return extra.options;
  return undefined;
}

function isUploadCombo(spec: InputSpec | undefined): boolean {
  const extra = Array.isArray(spec) ? (spec[1] as Record<string, unknown> | undefined) : undefined;
  return UPLOAD_FLAGS.some((flag) => extra?.[flag] === true);
}

const isLink = (value: unknown) => Array.isArray(value) && value.length === 2 && typeof value[0] === 'string';

/** A literal value with the deployment's variables filled in; undefined while it still depends on the job. */
function knownValue(value: unknown, vars: TemplateVariables): unknown {
  if (typeof value !== 'string') return value;
  const names = [...placeholdersOf(value)];
  if (names.some((name) => vars[name] === undefined)) return undefined;
  const whole = /^\{\{(\w+)\}\}$/.exec(value);
  if (whole) return vars[whole[1] as string];
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
}

/**
 * Why `template` would be refused by a server with this /object_info (empty: it would pass). `vars` are the values
 * known before any job (template defaults and the deployment's overrides).
 */
export function templateProblems(template: WorkflowTemplate, info: ObjectInfo, vars: TemplateVariables): string[] {
  const problems: string[] = [];
  for (const [id, node] of Object.entries(template.prompt)) {
    const cls = info[node.class_type];
    if (!cls) {
      problems.push(`node class ${node.class_type} is not installed`);
      continue;
    }
    const required = cls.input?.required ?? {};
    const specs = { ...cls.input?.optional, ...required };
    for (const name of Object.keys(required))
      if (!(name in node.inputs)) problems.push(`${node.class_type} (#${id}) lacks its required input ${name}`);
    for (const [name, raw] of Object.entries(node.inputs)) {
      const spec = specs[name];
      if (isLink(raw) || !spec || isUploadCombo(spec)) continue;
      const options = comboOptions(spec);
      const value = knownValue(raw, vars);
      if (!options || value === undefined) continue;
      if (!options.includes(value))
        problems.push(`${node.class_type}.${name} '${String(value)}' is not among the server's options`);
    }
  }
  return problems;
}
