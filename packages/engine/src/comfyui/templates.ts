/**
 * ComfyUI workflow templates: API-format prompts kept as JSON files (packages/engine/workflows), one per model and
 * tool, with "{{name}}" placeholders the adapter fills per job. A value that is exactly one placeholder takes the
 * variable's type (numbers stay numbers); a placeholder inside a longer string is interpolated as text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineTool, JobInputs } from '../types';

/** One node of an API-format prompt: inputs are literals or links [nodeId, outputIndex]. */
export interface PromptNode {
  class_type: string;
  inputs: Record<string, unknown>;
  _meta?: { title?: string };
}

export type ApiPrompt = Record<string, PromptNode>;

export interface WorkflowTemplate {
  name: string;
  description: string;
  /** Engine tools this workflow serves. */
  tools: EngineTool[];
  /** Job inputs the workflow needs, uploaded before queueing (their names fill {{image}}, {{video}}...). */
  inputs: (keyof JobInputs)[];
  /** Values of placeholders the job does not set (model file names, steps, cfg, fps...). */
  defaults: Record<string, string | number | boolean>;
  /** Video sizing: output pixel area and size multiple, frame count step (Wan: 4n+1) and maximum. */
  video?: {
    area?: number;
    multiple?: number;
    frameStep?: number;
    maxFrames?: number;
    /** Re-encode the input video at the template's fps and frame count before upload. */
    resampleInput?: boolean;
    /** The frame count follows the audio's duration (lip-sync). */
    lengthFromAudio?: boolean;
  };
  limits?: { maxDurationS?: number };
  /** Inputs the job may lack, taken from another one (`{image: 'video'}`: the first frame of the video). */
  inputsFrom?: Partial<Record<keyof JobInputs, keyof JobInputs>>;
  /** Video upscaling: run in segments whose frames fit this memory (model factor and MB per prompt). */
  segments?: { modelScale: number; memoryMB: number };
  /** Option lists shown by capabilities() (e.g. upscale targets). */
  options?: Record<string, string[]>;
  /** Relative cost of nodes for the progress percentage (default 1 per node). */
  progressWeights?: Record<string, number>;
  /** Nodes whose saved files are the results. */
  outputs: string[];
  prompt: ApiPrompt;
}

/** Placeholders the adapter knows how to fill; a template using any other name is rejected when loading. */
export const TEMPLATE_VARIABLES = [
  'prompt',
  'negative_prompt',
  'seed',
  'width',
  'height',
  'length',
  'fps',
  'steps',
  'cfg',
  'shift',
  'denoise',
  'image',
  'end_image',
  'video',
  'audio',
  'target_width',
  'target_height',
  'filename_prefix',
  'unet',
  'clip',
  'vae',
  'clip_vision',
  'upscale_model',
  'audio_encoder',
] as const;

export type TemplateVariables = Record<string, string | number | boolean>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const WHOLE_PLACEHOLDER = /^\{\{(\w+)\}\}$/;

const ENGINE_TOOLS: readonly EngineTool[] = [
  'upscale',
  'upscale_turbo',
  'img2video',
  'text2video',
  'video_extend',
  'vid2vid',
  'lipsync',
  'detectface',
];
const INPUT_KEYS: readonly (keyof JobInputs)[] = [
  'image',
  'endImage',
  'mask',
  'video',
  'audio',
  'styleImage',
  'referenceImage',
];

/** The directory of the JSON templates shipped with this package. */
export const DEFAULT_WORKFLOWS_DIR = fileURLToPath(new URL('../../workflows', import.meta.url));

/** Every placeholder name used anywhere in a value. */
export function placeholdersOf(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const m of value.matchAll(PLACEHOLDER)) found.add(m[1] as string);
  else if (Array.isArray(value)) for (const v of value) placeholdersOf(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) placeholdersOf(v, found);
  return found;
}

function fail(file: string, message: string): never {
  throw new Error(`ComfyUI workflow template ${file}: ${message}`);
}

/** Checks the shape of a parsed template file; throws with the file name on anything a run would trip over. */
export function parseTemplate(file: string, json: unknown): WorkflowTemplate {
  if (!json || typeof json !== 'object') fail(file, 'not a JSON object');
  const t = json as WorkflowTemplate;
  if (typeof t.name !== 'string' || !t.name) fail(file, 'name missing');
  if (!Array.isArray(t.tools) || t.tools.length === 0 || t.tools.some((tool) => !ENGINE_TOOLS.includes(tool)))
    fail(file, `tools must list engine tools (${ENGINE_TOOLS.join(', ')})`);
  if (!Array.isArray(t.inputs) || t.inputs.some((i) => !INPUT_KEYS.includes(i)))
    fail(file, `inputs must be among ${INPUT_KEYS.join(', ')}`);
  if (!t.prompt || typeof t.prompt !== 'object' || Object.keys(t.prompt).length === 0) fail(file, 'prompt missing');
  for (const [id, node] of Object.entries(t.prompt)) {
    if (typeof node?.class_type !== 'string' || !node.inputs || typeof node.inputs !== 'object')
      fail(file, `node ${id} needs class_type and inputs`);
    for (const [input, value] of Object.entries(node.inputs)) {
      if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && !(value[0] in t.prompt))
        fail(file, `node ${id} input ${input} links to missing node ${value[0]}`);
    }
  }
  if (!Array.isArray(t.outputs) || t.outputs.length === 0 || t.outputs.some((id) => !(id in t.prompt)))
    fail(file, 'outputs must name nodes of the prompt');
  for (const id of Object.keys(t.progressWeights ?? {}))
    if (!(id in t.prompt)) fail(file, `progressWeights names missing node ${id}`);
  const known = new Set<string>(TEMPLATE_VARIABLES);
  for (const name of placeholdersOf(t.prompt)) if (!known.has(name)) fail(file, `unknown placeholder {{${name}}}`);
  return { ...t, defaults: t.defaults ?? {} };
}

/** Reads every *.json template of a directory (sorted by file name, so the choice between equals is stable). */
export function loadTemplates(dir: string = DEFAULT_WORKFLOWS_DIR): WorkflowTemplate[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => parseTemplate(f, JSON.parse(readFileSync(join(dir, f), 'utf8'))));
}

/** Node class types a template needs on the server. */
export function classTypesOf(template: WorkflowTemplate): string[] {
  return [...new Set(Object.values(template.prompt).map((n) => n.class_type))];
}

function fillValue(value: unknown, vars: TemplateVariables, template: string): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE_PLACEHOLDER.exec(value);
    if (whole) {
      const v = vars[whole[1] as string];
      if (v === undefined) throw new Error(`Template ${template} needs {{${whole[1]}}}, which the job did not provide`);
      return v;
    }
    return value.replace(PLACEHOLDER, (_, name: string) => {
      const v = vars[name];
      if (v === undefined) throw new Error(`Template ${template} needs {{${name}}}, which the job did not provide`);
      return String(v);
    });
  }
  if (Array.isArray(value)) return value.map((v) => fillValue(v, vars, template));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillValue(v, vars, template)]));
  return value;
}

/** A copy of the template's prompt with every placeholder replaced. */
export function fillTemplate(template: WorkflowTemplate, vars: TemplateVariables): ApiPrompt {
  return fillValue(template.prompt, vars, template.name) as ApiPrompt;
}

/** How many of the template's inputs the job has as such (undefined: some it cannot have even derived). */
function directInputs(template: WorkflowTemplate, inputs: JobInputs): number | undefined {
  let direct = 0;
  for (const key of template.inputs) {
    if (inputs[key] !== undefined) direct++;
    else {
      const from = template.inputsFrom?.[key];
      if (!from || inputs[from] === undefined) return undefined;
    }
  }
  return direct;
}

/**
 * The template for a job among `templates` (pass only those the server can run): one serving the tool whose inputs
 * the job has; the most specific wins (an end-frame workflow over the plain image-to-video one when an end image
 * is given), and inputs the job has as such win over derived ones.
 */
export function selectTemplate(
  templates: readonly WorkflowTemplate[],
  tool: EngineTool,
  inputs: JobInputs,
): WorkflowTemplate | undefined {
  return templates
    .map((t) => ({ t, direct: t.tools.includes(tool) ? directInputs(t, inputs) : undefined }))
    .filter((c): c is { t: WorkflowTemplate; direct: number } => c.direct !== undefined)
    .sort((a, b) => b.direct - a.direct || b.t.inputs.length - a.t.inputs.length)[0]?.t;
}
