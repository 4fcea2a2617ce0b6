// Generation for other modules and the worker: submitting, the content check, settling, the runtime.
export { checkTask, textsOf } from './check';
export { MODE_COST_FACTOR, normalCost, taskCost } from './costs';
export { logMediaTools, type MediaReadiness, mediaReadiness } from './engine-health';
export { GENERATION_ERRORS, refusalMessage } from './messages';
export { BlocklistModeration, type ModerationProvider, type ModerationVerdict } from './moderation';
export { Planner, type TaskPlan } from './plan';
export { findTask, newTaskId, outputsOf, type Task } from './repo';
export { registerGenerationRoutes } from './routes';
export { configureGeneration, type GenerationRuntime, generationRuntime } from './runtime';
export { insertPlannedTask, LANE_OF_MODE, RELAX_TASKS_PER_USER } from './service';
export { refundKey, settleUnsuccessful } from './settle';
