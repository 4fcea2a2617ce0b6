import type { ExtraModel, GenerationModel, ToolAvailability, ToolConfig, ToolExample } from '@framewise/contracts';
import type { Tool } from '@framewise/contracts/routes';
import { api, callRequest } from '../base-api';

/**
 * The config domain: what a tool offers (options, defaults, costs, availability), its base models, its examples
 * and a model's overlay characters. The same for every user of a build, so kept across logins' refetches.
 */
export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getToolConfig: build.query<ToolConfig, Tool>({
      query: (type) => callRequest('getToolConfig', { query: { type } }),
      providesTags: (_r, _e, type) => [{ type: 'Config', id: type }],
    }),
    /** Which tools the engine offers, all in one answer (each config says the same for its own tool). */
    getToolAvailability: build.query<ToolAvailability, void>({
      query: () => callRequest('getToolAvailability'),
      providesTags: [{ type: 'Config', id: 'availability' }],
    }),
    /** The AI video generator picks among the video models (GET /api/video/modelList), the others per tool. */
    getToolModels: build.query<GenerationModel[], Tool>({
      query: (type) =>
        type === 'ai_video' ? callRequest('getVideoModels') : callRequest('getToolModels', { query: { type } }),
      providesTags: (_r, _e, type) => [{ type: 'Config', id: `models:${type}` }],
    }),
    getToolExamples: build.query<ToolExample[], Tool>({
      query: (type) => callRequest('getToolExamples', { query: { type } }),
      providesTags: (_r, _e, type) => [{ type: 'Examples', id: type }],
    }),
    getExtraModels: build.query<ExtraModel[], string>({
      query: (model) => callRequest('getExtraModels', { query: { model } }),
      providesTags: (_r, _e, model) => [{ type: 'Config', id: `extra:${model}` }],
    }),
    /** A static JSON file under /api/static/ (common questions...), whole. */
    getStaticJson: build.query<unknown, string>({
      query: (url) => ({ method: 'GET', url }),
    }),
  }),
});

export const {
  useGetStaticJsonQuery,
  useGetToolAvailabilityQuery,
  useGetToolConfigQuery,
  useGetToolModelsQuery,
  useGetToolExamplesQuery,
  useGetExtraModelsQuery,
} = configApi;
