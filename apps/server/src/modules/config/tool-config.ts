import {
  DEFAULT_CREATIVITY,
  DEFAULT_SEED,
  MODES,
  RATIO_OPTIONS,
  type Tool,
  type ToolConfig,
  type ToolOption,
  UPSCALE_TARGETS,
} from '@framewise/contracts';
import type { ToolCapability } from '@framewise/engine';
import type { Language } from '@framewise/i18n/messages';
import {
  BASE_COST,
  bandIndex,
  costSteps,
  DURATION_BANDS,
  DURATION_CHOICES,
  DURATION_COST,
  engineToolsOf,
  FAST_ONLY_DURATION_S,
  FAST_ONLY_UPSCALE_TARGETS,
  FRAME_RATE_CHOICES,
  IMAGE_UPSCALE_COST,
  LIPSYNC_LEVEL_COST,
  LIPSYNC_LEVELS,
  LONG_VIDEO_S,
  MODE_COST_FACTOR,
  modelsFor,
  REFERENCE_ENGINES,
  SOURCE_DURATION_BANDS,
  SUBJECT_TYPES,
  SUBSCRIBER_STYLES,
  SUBSCRIBER_UPSCALE_TARGETS,
  VIDEO_UPSCALE_COST,
  VIDEO_UPSCALER_COST,
  VIDEO_UPSCALERS,
} from '../generation';
import { labelOf } from './catalog';

type Options = Record<string, ToolOption[]>;
type Defaults = ToolConfig['defaults'];

const ALL_MOVE_TYPES = ['zoom_in', 'zoom_out', 'pan_left', 'pan_right', 'pan_up', 'pan_down', 'orbit', 'static'];
const ALL_STYLES = ['anime', 'sketch', 'noir', 'vintage', 'cyberpunk', 'watercolor', 'pixel', 'thermal', 'custom'];

function option(
  field: string,
  value: string | number,
  language: Language,
  extra: Partial<ToolOption> = {},
): ToolOption {
  return {
    label: labelOf(field, value, language),
    cost: 0,
    vip: false,
    proVip: false,
    fastOnly: false,
    value,
    ...extra,
  };
}

/** The values an engine offers under one of keys, or the full list when it names none. */
function offered(cap: ToolCapability | undefined, keys: readonly string[], all: readonly string[]): string[] {
  const list = keys.map((k) => cap?.options?.[k]).find((l) => l !== undefined);
  return list ? all.filter((v) => list.includes(v)) : [...all];
}

class Builder {
  readonly options: Options = {};
  readonly defaults: Record<string, string | number | boolean> = {};

  constructor(
    private readonly tool: Tool,
    private readonly caps: readonly ToolCapability[],
    private readonly language: Language,
  ) {}

  cap(tool: string): ToolCapability | undefined {
    return this.caps.find((c) => c.tool === tool);
  }

  /** Image upscale targets as options: each one's cost, plan and fast-mode requirement. */
  imageTargetOptions(targets: readonly string[]): ToolOption[] {
    return targets.map((t) =>
      option('target', t, this.language, {
        cost: IMAGE_UPSCALE_COST[t as keyof typeof IMAGE_UPSCALE_COST] ?? 0,
        vip: SUBSCRIBER_UPSCALE_TARGETS.includes(t),
        fastOnly: (FAST_ONLY_UPSCALE_TARGETS as readonly string[]).includes(t),
      }),
    );
  }

  add(field: string, options: ToolOption[], fallback?: string | number | boolean): void {
    this.options[field] = options;
    const first = options[0]?.value;
    const value = fallback ?? first;
    if (value !== undefined) this.defaults[field] = value;
  }

  common(): void {
    this.add(
      'mode',
      MODES.map((m) => option('mode', m, this.language, { vip: m === 1 })),
      0,
    );
    this.add(
      'private',
      [option('private', 0, this.language), option('private', 1, this.language, { vip: true })],
      false,
    );
  }

  models(): void {
    const models = modelsFor(this.tool);
    this.add(
      'model',
      models.map((m) =>
        option('model', m.id, this.language, { label: m.name[this.language], vip: m.vip, proVip: m.proVip }),
      ),
    );
    const versions = models[0]?.versions ?? [];
    this.add(
      'version',
      versions.map((v) => option('version', v, this.language)),
    );
  }

  durations(costs: readonly number[], maxDurationS: number | undefined, vipAbove?: number): void {
    const choices = DURATION_CHOICES.filter((d) => maxDurationS === undefined || d <= maxDurationS);
    this.add(
      'duration',
      choices.map((d) =>
        option('duration', d, this.language, {
          cost: costs[bandIndex(DURATION_BANDS, d)] ?? 0,
          fastOnly: d >= FAST_ONLY_DURATION_S,
          vip: vipAbove !== undefined && d > vipAbove,
        }),
      ),
      choices[0],
    );
  }

  frameRates(maxFps: number | undefined): void {
    const choices = FRAME_RATE_CHOICES.filter((f) => maxFps === undefined || f <= maxFps);
    this.add(
      'frame_rate',
      choices.map((f) => option('frame_rate', f, this.language)),
    );
  }

  videoUpscaler(): void {
    const targets = offered(this.cap('upscale'), ['videoTargets', 'targets', 'target'], VIDEO_UPSCALERS);
    this.options.upscaler = targets.map((t) =>
      option('upscaler', t, this.language, {
        vip: true,
        costBy: { field: 'duration', steps: costSteps(DURATION_BANDS, VIDEO_UPSCALER_COST[t as '2k' | '4k']) },
      }),
    );
  }

  videoTool(engineTool: string, withRatio: boolean): void {
    const cap = this.cap(engineTool);
    this.models();
    if (withRatio) {
      this.add(
        'ratio',
        RATIO_OPTIONS.map((r) => ({ ...option('ratio', r.code, this.language), label: r.label })),
        4,
      );
    }
    this.durations(DURATION_COST.video, cap?.limits?.maxDurationS);
    this.frameRates(cap?.limits?.maxFps);
    this.add(
      'motion_speed',
      Array.from({ length: 10 }, (_, i) => option('motion_speed', i + 1, this.language)),
      5,
    );
    this.add(
      'move_type',
      offered(cap, ['moveTypes', 'move_type'], ALL_MOVE_TYPES).map((m) => option('move_type', m, this.language)),
      'zoom_in',
    );
    this.videoUpscaler();
    this.defaults.seed = DEFAULT_SEED;
    this.defaults.creativity = DEFAULT_CREATIVITY;
  }

  build(): void {
    this.common();
    switch (this.tool) {
      case 'text2video':
      case 'ai_video':
      case 'img2video':
      case 'img2video_v2':
        this.videoTool(this.tool === 'text2video' ? 'text2video' : 'img2video', true);
        return;
      case 'vid2vid': {
        const cap = this.cap('vid2vid');
        this.models();
        this.durations(DURATION_COST.vid2vid, cap?.limits?.maxDurationS, LONG_VIDEO_S);
        this.frameRates(cap?.limits?.maxFps);
        this.add(
          'style_list',
          offered(cap, ['styles', 'style'], ALL_STYLES).map((s) =>
            option('style', s, this.language, { vip: SUBSCRIBER_STYLES.includes(s) }),
          ),
        );
        this.add(
          'reference_engine',
          REFERENCE_ENGINES.map((r) => option('reference_engine', r, this.language)),
        );
        this.add(
          'subject_type',
          SUBJECT_TYPES.map((s) => option('subject_type', s, this.language)),
        );
        const subjectOnly = offered(cap, ['subjectOnly'], ['false', 'true']);
        this.add(
          'subject_only',
          subjectOnly.map((v) => option('private', v === 'true' ? 1 : 0, this.language)),
          false,
        );
        this.videoUpscaler();
        this.defaults.seed = DEFAULT_SEED;
        this.defaults.video_refer = 0.5;
        return;
      }
      case 'extend': {
        const cap = this.cap('video_extend');
        this.models();
        this.durations(DURATION_COST.video, cap?.limits?.maxDurationS);
        return;
      }
      case 'lipsync': {
        const cap = this.cap('lipsync');
        this.models();
        this.add(
          'level',
          offered(cap, ['levels', 'level'], LIPSYNC_LEVELS.map(String)).map((l) =>
            option('level', Number(l), this.language, { cost: LIPSYNC_LEVEL_COST[Number(l) - 1] ?? 0 }),
          ),
          1,
        );
        return;
      }
      case 'upscale': {
        const cap = this.cap('upscale');
        const imageTargets = offered(
          cap,
          ['imageTargets', 'targets', 'target'],
          UPSCALE_TARGETS.filter((t) => t !== '2k60'),
        );
        this.add('target', this.imageTargetOptions(imageTargets), '2x');
        const videoTargets = offered(cap, ['videoTargets', 'targets', 'target'], UPSCALE_TARGETS);
        this.add(
          'videoTarget',
          videoTargets.map((t) =>
            option('target', t, this.language, {
              vip: SUBSCRIBER_UPSCALE_TARGETS.includes(t),
              fastOnly: (FAST_ONLY_UPSCALE_TARGETS as readonly string[]).includes(t),
              costBy: {
                field: 'sourceDuration',
                steps: costSteps(SOURCE_DURATION_BANDS, VIDEO_UPSCALE_COST[t as keyof typeof VIDEO_UPSCALE_COST]),
              },
            }),
          ),
          '2k',
        );
        this.defaults.creativity = DEFAULT_CREATIVITY;
        return;
      }
      case 'upscale_turbo': {
        const cap = this.cap('upscale_turbo');
        const targets = offered(
          cap,
          ['targets', 'target'],
          UPSCALE_TARGETS.filter((t) => t !== '2k60'),
        );
        this.add('upscaler', this.imageTargetOptions(targets), '2x');
        const engines = cap?.options?.models ?? [];
        this.add(
          'engine',
          engines.map((e) => option('engine', e, this.language)),
        );
        Object.assign(this.defaults, { hdr: false, resemblance: 0.5, weight: 1, creativity: DEFAULT_CREATIVITY });
        return;
      }
    }
  }
}

/** Whether the configured engine offers the tool; never when the engine could not be asked (caps null). */
export function toolAvailable(tool: Tool, caps: readonly ToolCapability[] | null): boolean {
  return caps !== null && engineToolsOf(tool).some((t) => caps.some((c) => c.tool === t));
}

/**
 * A tool's options, defaults, costs and availability. caps is the configured engine's capability list; null when
 * the engine could not be asked (then the tool shows unavailable with the full catalogue of options).
 */
export function toolConfig(tool: Tool, caps: readonly ToolCapability[] | null, language: Language): ToolConfig {
  const builder = new Builder(tool, caps ?? [], language);
  builder.build();
  return {
    type: tool,
    available: toolAvailable(tool, caps),
    baseCost: BASE_COST[tool],
    modeCostFactor: Object.fromEntries(Object.entries(MODE_COST_FACTOR).map(([mode, f]) => [mode, f])),
    options: builder.options,
    defaults: builder.defaults as Defaults,
  };
}
