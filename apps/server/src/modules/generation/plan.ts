import {
  CUSTOM_STYLE,
  ErrorCode,
  type ExtendBody,
  type Img2videoBody,
  type LipsyncBody,
  MODE,
  type Mode,
  type Region,
  TASK_STATUS,
  type Text2videoBody,
  type Tool,
  type UpscaleBody,
  type UpscaleTarget,
  type UpscaleTurboBody,
  type Vid2vidBody,
} from '@framewise/contracts';
import type { EngineHealth, EngineTool, ToolCapability } from '@framewise/engine';
import { probeMedia } from '@framewise/engine/local';
import { type Language, translateMessage } from '@framewise/i18n/messages';
import type { TaskObjectRef } from '../../db';
import type { AppContext } from '../../http';
import { AppError } from '../../http';
import { assertTier, type TierRequirement, translateWith, type UserTier } from '../membership';
import type { StorageService, StoredFiles } from '../storage';
import { findTask, outputsOf } from '../tasks';
import { type CostInput, VIDEO_UPSCALERS } from './costs';
import { GENERATION_ERRORS } from './messages';
import { extraModelsFor, findModel } from './models';
import {
  engineToolOf,
  FAST_ONLY_DURATION_S,
  FAST_ONLY_UPSCALE_TARGETS,
  LONG_VIDEO_S,
  REFERENCE_ENGINES,
  SUBJECT_TYPES,
  SUBSCRIBER_STYLES,
  SUBSCRIBER_UPSCALE_TARGETS,
} from './rules';

/** What a valid request becomes before it is charged and queued. */
export interface TaskPlan {
  tool: Tool;
  engineTool: EngineTool;
  /** The validated request as the engine and "draw same" read it. */
  params: Record<string, unknown>;
  /** Engine input slot -> stored object. */
  inputs: Record<string, TaskObjectRef>;
  prompt: string;
  mode: Mode;
  private: boolean;
  seed: number;
  cost: CostInput;
  sourceTaskId: string | null;
}

export interface Caller {
  uuid: string;
  region: Region;
  language: Language;
  tier: UserTier;
}

export interface PlanDeps {
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>;
  storage: StorageService;
  files: StoredFiles;
  capabilities: () => Promise<ToolCapability[]>;
  /** What the engine lacks on this machine, to say why a tool is off. */
  health?: () => Promise<EngineHealth | null>;
}

type MediaKind = 'image' | 'video';

function kindOf(mime: string): MediaKind | 'audio' | undefined {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return undefined;
}

/**
 * Turns a contract-valid request into a task plan, or refuses it with the user's message: option ids against the
 * catalogue and the engine's capabilities, uploads owned by the caller and of the right kind, tier gates and the
 * fast-only cases. Reads only; nothing is charged or stored here.
 */
export class Planner {
  private caps: ToolCapability[] | undefined;

  constructor(
    private readonly deps: PlanDeps,
    private readonly caller: Caller,
  ) {}

  private refuse(key: string, params: Record<string, string> = {}, code: number = ErrorCode.BAD_REQUEST): never {
    throw new AppError(code, translateWith(key, this.caller.language, params));
  }

  private fieldLabel(field: string): string {
    return translateMessage(`generationErrors.fields.${field}`, this.caller.language);
  }

  private unknown(field: string): never {
    this.refuse(GENERATION_ERRORS.unknownOption, { field: this.fieldLabel(field) });
  }

  private gate(requirement: TierRequirement): void {
    assertTier(this.caller.tier, requirement, this.caller.language);
  }

  private async capability(tool: EngineTool): Promise<ToolCapability> {
    this.caps ??= await this.deps.capabilities();
    const cap = this.caps.find((c) => c.tool === tool);
    if (cap) return cap;
    const health = await this.deps.health?.();
    if (health?.toolsOff.includes(tool)) {
      this.refuse(GENERATION_ERRORS.mediaToolsMissing, { tools: health.missing.join(', ') }, ErrorCode.NOT_AVAILABLE);
    }
    this.refuse(GENERATION_ERRORS.toolUnavailable, {}, ErrorCode.NOT_AVAILABLE);
  }

  /** Refuses value when the engine lists the options under one of keys and value is not among them. */
  private offered(cap: ToolCapability, keys: readonly string[], field: string, value: string): void {
    const list = keys.map((k) => cap.options?.[k]).find((l) => l !== undefined);
    if (list && !list.includes(value)) {
      this.refuse(GENERATION_ERRORS.optionUnavailable, { field: this.fieldLabel(field) });
    }
  }

  /** Mode and private mode: unlimited needs unlimitEnable, private mode a subscription. */
  private modeRules(body: { mode: Mode; private: boolean }): void {
    if (body.mode === MODE.RELAX) this.gate({ kind: 'unlimitedMode' });
    if (body.private) this.gate({ kind: 'privateMode' });
  }

  private fastOnly(mode: Mode): void {
    if (mode !== MODE.FAST) this.refuse(GENERATION_ERRORS.fastOnly);
  }

  /** Length and frame rate within the engine's limits; 20 s and longer only in fast mode. */
  private videoTiming(cap: ToolCapability, body: { duration: number; frame_rate?: number | undefined; mode: Mode }) {
    const maxDuration = cap.limits?.maxDurationS;
    if (maxDuration !== undefined && body.duration > maxDuration) {
      this.refuse(GENERATION_ERRORS.durationTooLong, { max: String(maxDuration) });
    }
    const maxFps = cap.limits?.maxFps;
    if (body.frame_rate !== undefined && maxFps !== undefined && body.frame_rate > maxFps) {
      this.refuse(GENERATION_ERRORS.frameRateTooHigh, { max: String(maxFps) });
    }
    if (body.duration >= FAST_ONLY_DURATION_S) this.fastOnly(body.mode);
  }

  /** The base model (and version, overlay characters) of a video tool. */
  private model(tool: Tool, body: { model: string; version?: string | undefined; extra_model?: { id: string }[] }) {
    const model = findModel(body.model);
    if (!model?.tools.includes(tool)) this.unknown('model');
    if (model.vip)
      this.gate({ kind: 'vipItem', title: this.fieldLabel('model'), label: model.name[this.caller.language] });
    if (model.proVip) {
      this.gate({ kind: 'proVipItem', title: this.fieldLabel('model'), label: model.name[this.caller.language] });
    }
    if (body.version !== undefined && !model.versions.includes(body.version)) this.unknown('version');
    const extras = extraModelsFor(model.id);
    for (const extra of body.extra_model ?? []) {
      if (!extras.some((e) => e.id === extra.id)) this.unknown('extra_model');
    }
  }

  private moveType(cap: ToolCapability, moveType: string | undefined): void {
    if (moveType !== undefined) this.offered(cap, ['moveTypes', 'move_type'], 'move_type', moveType);
  }

  /**
   * A 2K / 4K pass after a video tool: subscribers only, and the engine must upscale videos to it and of that
   * length (otherwise the pass would fail after the main run).
   */
  private async videoUpscaler(upscaler: string | undefined, duration: number): Promise<void> {
    if (upscaler === undefined) return;
    if (!(VIDEO_UPSCALERS as readonly string[]).includes(upscaler)) this.unknown('upscaler');
    this.gate({ kind: 'upscale2k4k' });
    const cap = await this.capability('upscale');
    this.offered(cap, ['videoTargets', 'targets', 'target'], 'upscaler', upscaler);
    const max = cap.limits?.maxVideoDurationS ?? cap.limits?.maxDurationS;
    if (max !== undefined && duration > max) this.refuse(GENERATION_ERRORS.durationTooLong, { max: String(max) });
  }

  /** A stored object named in the request: the caller's, of the expected kind. */
  async upload(key: string, kind: MediaKind | 'media'): Promise<TaskObjectRef & { kind: MediaKind }> {
    const found = await this.ownedUpload(key);
    if (found.kind === 'audio' || (kind !== 'media' && found.kind !== kind)) {
      this.refuse(kind === 'video' ? GENERATION_ERRORS.videoRequired : GENERATION_ERRORS.imageRequired);
    }
    return { ...found, kind: found.kind };
  }

  /** The voice of lip-sync: an audio upload of the caller (MP3, WAV, M4A), or a video whose sound track is used. */
  async soundUpload(key: string): Promise<TaskObjectRef> {
    const { bucket, mime, kind } = await this.ownedUpload(key);
    if (kind === 'image') this.refuse(GENERATION_ERRORS.audioRequired);
    return { bucket, key, mime };
  }

  private async ownedUpload(key: string): Promise<TaskObjectRef & { kind: MediaKind | 'audio' }> {
    const { storage } = this.deps;
    const buckets = [...new Set(Object.values(storage.storage.buckets))].filter(
      (b) => b !== storage.storage.buckets.public,
    );
    for (const bucket of buckets) {
      if (!(await storage.ownsObject(bucket, key, this.caller.uuid))) continue;
      const object = await storage.findObject(bucket, key);
      const found = object ? kindOf(object.mime) : undefined;
      if (!object || !found) break;
      return { bucket, key, mime: object.mime, kind: found };
    }
    this.refuse(GENERATION_ERRORS.uploadNotOwned);
  }

  /** A finished work of the caller with a stored result. */
  private async sourceWork(id: string) {
    const task = await findTask(this.deps.ctx.db, id);
    const output = task ? outputsOf(task)[0] : undefined;
    if (
      !task ||
      !output ||
      task.user_uuid !== this.caller.uuid ||
      task.deleted_at !== null ||
      task.status !== TASK_STATUS.SUCCESS
    ) {
      this.refuse(GENERATION_ERRORS.sourceNotFound);
    }
    const kind = kindOf(output.mime);
    if (!kind || kind === 'audio') this.refuse(GENERATION_ERRORS.sourceNotFound);
    return {
      task,
      ref: { bucket: output.bucket, key: output.key, mime: output.mime },
      kind,
      durationS: output.durationS ?? task.duration_s ?? 0,
    };
  }

  private plan(fields: Omit<TaskPlan, 'seed' | 'sourceTaskId'> & { seed?: number; sourceTaskId?: string }): TaskPlan {
    return { seed: -1, sourceTaskId: null, ...fields };
  }

  async text2video(body: Text2videoBody): Promise<TaskPlan> {
    this.modeRules(body);
    const cap = await this.capability('text2video');
    this.model(body.tool, body);
    this.moveType(cap, body.move_type);
    this.videoTiming(cap, body);
    await this.videoUpscaler(body.upscaler, body.duration);
    return this.plan({
      tool: body.tool,
      engineTool: 'text2video',
      params: body,
      inputs: {},
      prompt: body.prompts.map((p) => p.prompt).join('\n'),
      mode: body.mode,
      private: body.private,
      seed: body.seed,
      cost: { tool: body.tool, duration: body.duration, ...(body.upscaler ? { upscaler: body.upscaler } : {}) },
    });
  }

  async img2video(body: Img2videoBody): Promise<TaskPlan> {
    this.modeRules(body);
    const engineTool = engineToolOf(body.tool, true);
    const cap = await this.capability(engineTool);
    this.model(body.tool, body);
    this.moveType(cap, body.move_type);
    this.videoTiming(cap, body);
    await this.videoUpscaler(body.upscaler, body.duration);
    const inputs: Record<string, TaskObjectRef> = { image: strip(await this.upload(body.reference_img, 'image')) };
    if (body.reference_end_img) inputs.endImage = strip(await this.upload(body.reference_end_img, 'image'));
    if (body.mask_img) inputs.mask = strip(await this.upload(body.mask_img, 'image'));
    return this.plan({
      tool: body.tool,
      engineTool,
      params: body,
      inputs,
      prompt: body.prompt,
      mode: body.mode,
      private: body.private,
      seed: body.seed,
      cost: { tool: body.tool, duration: body.duration, ...(body.upscaler ? { upscaler: body.upscaler } : {}) },
    });
  }

  async vid2vid(body: Vid2vidBody): Promise<TaskPlan> {
    this.modeRules(body);
    const cap = await this.capability('vid2vid');
    this.model('vid2vid', body);
    for (const style of body.style_list) {
      this.offered(cap, ['styles', 'style'], 'style_list', style);
      if (SUBSCRIBER_STYLES.includes(style)) this.gate({ kind: 'style' });
    }
    if (
      body.reference_engine !== undefined &&
      !(REFERENCE_ENGINES as readonly string[]).includes(body.reference_engine)
    )
      this.unknown('reference_engine');
    if (body.subject_type !== undefined && !(SUBJECT_TYPES as readonly string[]).includes(body.subject_type))
      this.unknown('subject_type');
    if (body.subject_only) this.offered(cap, ['subjectOnly'], 'subject_only', 'true');
    if (body.duration > LONG_VIDEO_S) this.gate({ kind: 'longVideo' });
    this.videoTiming(cap, body);
    await this.videoUpscaler(body.upscaler, body.duration);
    const inputs: Record<string, TaskObjectRef> = { video: strip(await this.upload(body.reference_video, 'video')) };
    if (body.reference_style_img && body.style_list.includes(CUSTOM_STYLE)) {
      inputs.styleImage = strip(await this.upload(body.reference_style_img, 'image'));
    }
    if (body.bg_custom) inputs.background = strip(await this.upload(body.bg_custom, 'image'));
    return this.plan({
      tool: 'vid2vid',
      engineTool: 'vid2vid',
      params: body,
      inputs,
      prompt: body.prompt,
      mode: body.mode,
      private: body.private,
      seed: body.seed,
      cost: { tool: 'vid2vid', duration: body.duration, ...(body.upscaler ? { upscaler: body.upscaler } : {}) },
    });
  }

  async lipsync(body: LipsyncBody): Promise<TaskPlan> {
    this.modeRules(body);
    const cap = await this.capability('lipsync');
    this.offered(cap, ['levels', 'level'], 'level', String(body.level));
    const media = await this.upload(body.reference_media, 'media');
    const audio = await this.soundUpload(body.reference_audio);
    return this.plan({
      tool: 'lipsync',
      engineTool: 'lipsync',
      params: body,
      inputs: { [media.kind === 'video' ? 'video' : 'image']: strip(media), audio },
      prompt: '',
      mode: body.mode,
      private: body.private,
      cost: { tool: 'lipsync', level: body.level },
    });
  }

  /** Targets: 2K / 4K / 2K60 for subscribers, 2K60 for videos, 4x (the 4096 upscale) in fast mode only. */
  private upscaleTarget(cap: ToolCapability, target: UpscaleTarget, kind: MediaKind, mode: Mode, field: string): void {
    if (target === '2k60' && kind === 'image') this.refuse(GENERATION_ERRORS.videoOnlyTarget);
    const keys = kind === 'image' ? ['imageTargets', 'targets', 'target'] : ['videoTargets', 'targets', 'target'];
    this.offered(cap, keys, field, target);
    if (SUBSCRIBER_UPSCALE_TARGETS.includes(target)) this.gate({ kind: 'upscale2k4k' });
    if (FAST_ONLY_UPSCALE_TARGETS.includes(target)) this.fastOnly(mode);
  }

  async upscale(body: UpscaleBody): Promise<TaskPlan> {
    this.modeRules(body);
    const cap = await this.capability('upscale');
    let source: { ref: TaskObjectRef; kind: MediaKind; durationS: number; taskId?: string };
    if (body.id !== undefined) {
      const work = await this.sourceWork(body.id);
      source = { ref: work.ref, kind: work.kind, durationS: work.durationS, taskId: work.task.id };
    } else if (body.reference_img !== undefined) {
      source = { ref: strip(await this.upload(body.reference_img, 'image')), kind: 'image', durationS: 0 };
    } else {
      const ref = strip(await this.upload(body.reference_video ?? '', 'video'));
      source = { ref, kind: 'video', durationS: await this.videoDuration(ref) };
    }
    this.upscaleTarget(cap, body.target, source.kind, body.mode, 'target');
    const maxVideo = cap.limits?.maxVideoDurationS ?? cap.limits?.maxDurationS;
    if (source.kind === 'video' && maxVideo !== undefined && source.durationS > maxVideo) {
      this.refuse(GENERATION_ERRORS.durationTooLong, { max: String(maxVideo) });
    }
    return this.plan({
      tool: 'upscale',
      engineTool: 'upscale',
      params: body,
      inputs: { [source.kind]: source.ref },
      prompt: body.prompt,
      mode: body.mode,
      private: body.private,
      cost:
        source.kind === 'image'
          ? { tool: 'upscale', target: body.target, sourceKind: 'image' }
          : { tool: 'upscale', target: body.target, sourceKind: 'video', sourceDurationS: source.durationS },
      ...(source.taskId ? { sourceTaskId: source.taskId } : {}),
    });
  }

  async upscaleTurbo(body: UpscaleTurboBody): Promise<TaskPlan> {
    this.modeRules(body);
    const cap = await this.capability('upscale_turbo');
    this.upscaleTarget(cap, body.upscaler, 'image', body.mode, 'target');
    if (body.engine !== undefined) this.offered(cap, ['models', 'engine'], 'engine', body.engine);
    const inputs: Record<string, TaskObjectRef> = { image: strip(await this.upload(body.reference_img, 'image')) };
    if (body.color_reference_img) {
      inputs.referenceImage = strip(await this.upload(body.color_reference_img, 'image'));
    }
    return this.plan({
      tool: 'upscale_turbo',
      engineTool: 'upscale_turbo',
      params: body,
      inputs,
      prompt: body.prompt,
      mode: body.mode,
      private: body.private,
      cost: { tool: 'upscale_turbo', target: body.upscaler },
    });
  }

  async extend(body: ExtendBody): Promise<TaskPlan> {
    this.modeRules(body);
    const cap = await this.capability('video_extend');
    const work = await this.sourceWork(body.id);
    if (work.kind !== 'video') this.refuse(GENERATION_ERRORS.sourceNotVideo);
    this.videoTiming(cap, body);
    return this.plan({
      tool: 'extend',
      engineTool: 'video_extend',
      params: body,
      inputs: { video: work.ref },
      prompt: body.prompt,
      mode: body.mode,
      private: body.private,
      cost: { tool: 'extend', duration: body.duration },
      sourceTaskId: work.task.id,
    });
  }

  /** An uploaded video's length, read by ffprobe (in place on the local store, through a signed URL otherwise). */
  private async videoDuration(ref: TaskObjectRef): Promise<number> {
    try {
      return (await probeMedia(this.deps.files.probeSource(ref))).durationS;
    } catch {
      this.refuse(GENERATION_ERRORS.mediaUnreadable);
    }
  }
}

/** A stored-object reference without the planner's kind. */
function strip(ref: TaskObjectRef & { kind?: MediaKind }): TaskObjectRef {
  return { bucket: ref.bucket, key: ref.key, mime: ref.mime };
}
