// Tool options, models, examples and the static JSON files (the config calls).

export { registerConfigRoutes } from './routes';
