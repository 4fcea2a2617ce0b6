// Tool options, models, examples and the static JSON files (the config calls).
export { labelOf } from './catalog';
export { registerConfigRoutes } from './routes';
export { STATIC_BASE, STATIC_FILES } from './static-content';
export { toolConfig } from './tool-config';
