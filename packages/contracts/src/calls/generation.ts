import { z } from 'zod';
import { defineCalls } from '../call';
import {
  coverSource,
  creativity,
  keyword,
  mode,
  modeCode,
  optionId,
  prompt,
  publicationStatus,
  queryInt,
  ratioCode,
  requiredPrompt,
  seed,
  storageKey,
  storageKeyOf,
  taskId,
  taskStatus,
  tool,
  unitInterval,
} from '../domain/fields';
import {
  FRAME_RATE_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  TASK_IDS_MAX,
  VIDEO_DURATION_MAX_SECONDS,
} from '../domain/limits';
import { VALIDATION } from '../domain/messages';
import { CUSTOM_STYLE, PUBLICATION_STATUS, UPSCALE_TARGETS } from '../domain/task';
import { generationRoutes } from '../route-table/generation';

const duration = z.number().int().min(1).max(VIDEO_DURATION_MAX_SECONDS);
const frameRate = z.number().int().min(1).max(FRAME_RATE_MAX);
const motionSpeed = z.number().int().min(1).max(10);
const referenceImage = storageKeyOf(VALIDATION.referenceImageRequired);
const referenceVideo = storageKeyOf(VALIDATION.referenceVideoRequired);

/** Fields every generating call takes: mode (normal / relax / fast) and private mode (subscribers only). */
const taskOptions = { mode, private: z.boolean().default(false) };

/** An overlay character (lora) with its weight. */
const extraModelRef = z.object({ id: optionId, weight: unitInterval });

export const text2videoBody = z.object({
  /** ai_video when the AI video generator runs without a reference image. */
  tool: z.enum(['text2video', 'ai_video']).default('text2video'),
  /** One scene per keyframe; a new draft starts with one empty prompt at keyframe 1. */
  prompts: z
    .array(z.object({ prompt: requiredPrompt, keyframe: z.number().int().min(1) }))
    .min(1, { error: VALIDATION.promptRequired })
    .max(10),
  model: optionId,
  version: optionId.optional(),
  upscaler: optionId.optional(),
  ratio: ratioCode,
  duration,
  frame_rate: frameRate.optional(),
  motion_speed: motionSpeed.optional(),
  move_type: optionId.optional(),
  extra_model: z.array(extraModelRef).max(5).default([]),
  keywords: z.array(keyword).max(20).default([]),
  creativity,
  seed,
  ...taskOptions,
});
export type Text2videoBody = z.infer<typeof text2videoBody>;

/** Both image-to-video tools and the AI video generator with a reference image. */
export const img2videoBody = z.object({
  tool: z.enum(['img2video', 'img2video_v2', 'ai_video']).default('img2video'),
  reference_img: referenceImage,
  /** End frame blended in at the end. */
  reference_end_img: storageKey.optional(),
  /** Brush image limiting motion to the painted region. */
  mask_img: storageKey.optional(),
  prompt: prompt.default(''),
  model: optionId,
  version: optionId.optional(),
  upscaler: optionId.optional(),
  /** Absent: the reference image's own ratio. */
  ratio: ratioCode.optional(),
  duration,
  frame_rate: frameRate.optional(),
  motion_speed: motionSpeed.optional(),
  move_type: optionId.optional(),
  extra_model: z.array(extraModelRef).max(5).default([]),
  creativity,
  seed,
  ...taskOptions,
});
export type Img2videoBody = z.infer<typeof img2videoBody>;

export const vid2vidBody = z
  .object({
    reference_video: referenceVideo,
    prompt: requiredPrompt,
    duration,
    frame_rate: frameRate,
    model: optionId,
    upscaler: optionId.optional(),
    /** Style ids from the config; CUSTOM_STYLE uses reference_style_img. */
    style_list: z.array(optionId).max(5).default([]),
    reference_style_img: storageKey.optional(),
    reference_engine: optionId.optional(),
    seed,
    /** How closely the output follows the source video's structure, 0 to 1. */
    video_refer: unitInterval.optional(),
    subject_only: z.boolean().default(false),
    subject_type: optionId.optional(),
    subject_prompt: prompt.optional(),
    /** Custom background image, used with subject_only. */
    bg_custom: storageKey.optional(),
    bg_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
    ...taskOptions,
  })
  .refine((b) => !b.style_list.includes(CUSTOM_STYLE) || !!b.reference_style_img, {
    error: VALIDATION.styleImageRequired,
    path: ['reference_style_img'],
  });
export type Vid2vidBody = z.infer<typeof vid2vidBody>;

/** A face box in source pixels, as detectface answers it. */
const faceBox = z.object({
  x: z.number().nonnegative(),
  y: z.number().nonnegative(),
  width: z.number().positive(),
  height: z.number().positive(),
});

export const lipsyncBody = z.object({
  /** Video or image showing the face. */
  reference_media: referenceVideo,
  reference_audio: storageKeyOf(VALIDATION.referenceAudioRequired),
  /** Which face to animate; the largest one when absent. */
  face_box: faceBox.optional(),
  /** Quality tier 1 to 4 (costs 1, 2, 5, 10 points). */
  level: z.number().int().min(1).max(4).default(1),
  ...taskOptions,
});
export type LipsyncBody = z.infer<typeof lipsyncBody>;

/** Upscale one source: a finished work (id), an image or a video. */
export const upscaleBody = z
  .object({
    id: taskId.optional(),
    reference_img: storageKey.optional(),
    reference_video: storageKey.optional(),
    target: z.enum(UPSCALE_TARGETS),
    creativity,
    prompt: prompt.default(''),
    ...taskOptions,
  })
  .refine((b) => [b.id, b.reference_img, b.reference_video].filter((s) => s !== undefined).length === 1, {
    error: VALIDATION.upscaleSourceRequired,
  });
export type UpscaleBody = z.infer<typeof upscaleBody>;

export const upscaleTurboBody = z.object({
  /** The image to upscale. */
  reference_img: referenceImage,
  /** Optional image whose colours the result takes on. */
  color_reference_img: storageKey.optional(),
  prompt: prompt.default(''),
  negative_prompt: prompt.default(''),
  upscaler: z.enum(UPSCALE_TARGETS).exclude(['2k60']),
  /** Strength of the colour reference. */
  weight: unitInterval.optional(),
  engine: optionId.optional(),
  hdr: z.boolean().default(false),
  /** How closely the result keeps the source, 0 to 1. */
  resemblance: unitInterval.optional(),
  creativity,
  ...taskOptions,
});
export type UpscaleTurboBody = z.infer<typeof upscaleTurboBody>;

export const extendBody = z.object({
  /** The finished video work to continue from its last frame. */
  id: taskId,
  duration,
  prompt: prompt.default(''),
  ...taskOptions,
});
export type ExtendBody = z.infer<typeof extendBody>;

const detectFaceBody = z.object({
  reference_media: referenceImage,
});
export const detectFaceAnswer = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  faces: z.array(faceBox.extend({ score: unitInterval })),
});
export type DetectFaceAnswer = z.infer<typeof detectFaceAnswer>;

/** Where a task stands: progress 0-100 while processing, queuePosition = jobs ahead while queued. */
export const taskStatusEntry = z.object({
  id: taskId,
  status: taskStatus,
  progress: z.number().int().min(0).max(100),
  queuePosition: z.number().int().nonnegative().nullable(),
  /** Output file once status is 1. */
  url: z.string().nullable(),
  cover: z.string().nullable(),
  /** Why it failed or was rejected. */
  msg: z.string().nullable(),
  /** Ended by its owner's cancel (status -1, points refunded). */
  cancelled: z.boolean().default(false),
  /**
   * Seconds until it should be done, from the recent run times of the same tool and mode; null while settled or
   * when there is no history yet.
   */
  etaSeconds: z.number().int().nonnegative().nullable().default(null),
});
export type TaskStatusEntry = z.infer<typeof taskStatusEntry>;

/** Comma-separated ids (or repeated ids parameters) of up to TASK_IDS_MAX tasks. */
const taskStatusQuery = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s.length > 0))
    .pipe(z.array(taskId).min(1, { error: VALIDATION.idRequired }).max(TASK_IDS_MAX, { error: VALIDATION.tooManyIds })),
});

/** A work: a task with its parameters, result and publication state (docs/product.md, "My works"). */
export const work = z.object({
  id: taskId,
  tool,
  prompt: z.string(),
  style: z.string().nullable(),
  /** Ratio code; read with ratioFromCode (unknown codes show as 1:1). */
  ratio: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  quality: z.string().nullable(),
  duration: z.number().nullable(),
  motion_speed: z.number().nullable(),
  move_type: z.string().nullable(),
  reference_img: z.string().nullable(),
  mask_img: z.string().nullable(),
  reference_video: z.string().nullable(),
  seed: z.number().int(),
  mode: modeCode,
  private: z.boolean(),
  status: taskStatus,
  progress: z.number().int().min(0).max(100),
  pubStatus: publicationStatus.nullable(),
  url: z.string().nullable(),
  cover: z.string().nullable(),
  /** Width variants of the cover (AVIF, WebP) for <picture>; absent on works stored before them. */
  coverSources: z.array(coverSource).optional(),
  /** Engine that made it; 'local-preview' marks a procedural preview. */
  engine: z.string().nullable(),
  /**
   * What the engine did not honour (e.g. a prompt the local upscaler ignores), shown with the result as it comes:
   * the server translates the engine's note keys into the request's language.
   */
  notes: z.array(z.string()).default([]),
  /** Why the task failed or was rejected (translated), null otherwise. */
  msg: z.string().nullable().default(null),
  /** Ended by its owner's cancel (status -1, points refunded); absent means no. */
  cancelled: z.boolean().optional(),
  cost: z.number().int().nonnegative(),
  /** The submitted request, for "draw same". */
  params: z.record(z.string(), z.unknown()),
  /** The creator, shown in the gallery. */
  author: z.object({ uuid: z.string(), nickname: z.string(), avatar_url: z.string() }),
  isOwner: z.boolean(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type Work = z.infer<typeof work>;

const points = z.number().int().nonnegative();
/** Points left by kind, named as in the user info: what a charge leaves, so the client patches it in place. */
const pointBalance = z.object({
  totalPoints: points,
  permanentPoints: points,
  vip_points: points,
  dailyCount: points,
});

/**
 * Answer of every generating call: the new task, its first status and the points charged, with the work as my
 * works lists it and the balance after the charge (the client fetches neither again).
 */
export const generateAnswer = z.object({
  id: taskId,
  status: taskStatus,
  cost: points,
  queuePosition: z.number().int().nonnegative().nullable(),
  work,
  balance: pointBalance,
});
export type GenerateAnswer = z.infer<typeof generateAnswer>;

const workDetailQuery = z.object({ id: taskId });

export const workListQuery = z.object({
  /** mine: the user's works (login required); gallery: public works. */
  scope: z.enum(['mine', 'gallery']).default('mine'),
  tool: tool.optional(),
  tag: z.string().max(64).optional(),
  sort: z.enum(['new', 'hot']).default('new'),
  /** Created on or after / on or before these days (YYYY-MM-DD, the region's business calendar). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(256).optional(),
  limit: queryInt().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type WorkListQuery = z.infer<typeof workListQuery>;
export const workList = z.object({ items: z.array(work), nextCursor: z.string().nullable() });
export type WorkList = z.infer<typeof workList>;

const deleteWorksBody = z.object({
  ids: z.array(taskId).min(1, { error: VALIDATION.idRequired }).max(TASK_IDS_MAX, { error: VALIDATION.tooManyIds }),
});
const deleteWorksAnswer = z.object({ deleted: z.array(taskId) });

const cancelTaskBody = z.object({ id: taskId });
/**
 * Where the task stands after the cancel: cancelled (now or by an earlier call) with the points given back, or
 * not cancelled because it had already ended another way (status tells which).
 */
export const cancelTaskAnswer = z.object({
  id: taskId,
  status: taskStatus,
  cancelled: z.boolean(),
  /** Points given back by the cancel (0 for a free task or one that was not cancelled). */
  refunded: z.number().int().nonnegative(),
});
export type CancelTaskAnswer = z.infer<typeof cancelTaskAnswer>;

/** Publish (0) or contribute (1) a work; null withdraws it. */
const publishBody = z.object({
  id: taskId,
  pubStatus: z.literal([PUBLICATION_STATUS.PUBLIC, PUBLICATION_STATUS.CONTRIBUTE]).nullable(),
});
const publishAnswer = z.object({ id: taskId, pubStatus: publicationStatus.nullable() });

// Every generating call has the same answer: the new task.
const generating = <B extends z.ZodType>(body: B) => ({ body, data: generateAnswer });

export const generationCalls = defineCalls(generationRoutes, {
  getTaskStatus: { query: taskStatusQuery, data: z.array(taskStatusEntry) },
  getWorkDetail: { query: workDetailQuery, data: work },
  listWorks: { query: workListQuery, data: workList },
  deleteWorks: { body: deleteWorksBody, data: deleteWorksAnswer },
  cancelTask: { body: cancelTaskBody, data: cancelTaskAnswer },
  publishWork: { body: publishBody, data: publishAnswer },
  generateImg2video: generating(img2videoBody),
  upscale: generating(upscaleBody),
  upscaleTurbo: generating(upscaleTurboBody),
  generateVid2vid: generating(vid2vidBody),
  generateLipsync: generating(lipsyncBody),
  generateText2video: generating(text2videoBody),
  extendVideo: generating(extendBody),
  detectFace: { body: detectFaceBody, data: detectFaceAnswer },
});
