// Generation for other modules and the worker: submitting, the content check, settling, the runtime.

export { isCancelled } from './cancel';
export { checkTask, textsOf } from './check';
export {
  BASE_COST,
  bandIndex,
  costSteps,
  DURATION_BANDS,
  DURATION_COST,
  IMAGE_UPSCALE_COST,
  LIPSYNC_LEVEL_COST,
  MODE_COST_FACTOR,
  SOURCE_DURATION_BANDS,
  VIDEO_UPSCALE_COST,
  VIDEO_UPSCALER_COST,
  VIDEO_UPSCALERS,
} from './costs';
export { logMediaTools, mediaReadiness } from './engine-health';
export { GENERATION_ERRORS, refusalMessage } from './messages';
export { extraModelsFor, type Localized, type ModelEntry, modelsFor } from './models';
export type { ModerationProvider } from './moderation';
export { deleteStoredObjects, producedObjects, storedObjectsOf, WORKS_PATH } from './objects';
export { Planner, type TaskPlan } from './plan';
export { presentNotes, taskMessage, taskProgress, taskUrls } from './present';
export { registerGenerationRoutes } from './routes';
export {
  DURATION_CHOICES,
  engineToolsOf,
  FAST_ONLY_DURATION_S,
  FAST_ONLY_UPSCALE_TARGETS,
  FRAME_RATE_CHOICES,
  LIPSYNC_LEVELS,
  LONG_VIDEO_S,
  REFERENCE_ENGINES,
  SUBJECT_TYPES,
  SUBSCRIBER_STYLES,
  SUBSCRIBER_UPSCALE_TARGETS,
} from './rules';
export { closeGenerationRuntime, configureGeneration, type GenerationRuntime, generationRuntime } from './runtime';
export { insertPlannedTask, RELAX_TASKS_PER_USER } from './service';
