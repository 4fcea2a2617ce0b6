import { defineRoutes } from '../route';

export const configRoutes = defineRoutes({
  getToolConfig: {
    method: 'GET',
    path: '/api/config/generate',
    auth: 'none',
    summary: 'Options, defaults, costs and availability of a creation tool',
  },
  getToolAvailability: {
    method: 'GET',
    path: '/api/config/tools',
    auth: 'none',
    summary: 'Which creation tools the configured engine offers, all in one answer',
  },
  getToolModels: {
    method: 'GET',
    path: '/api/config/model',
    auth: 'none',
    summary: 'Base models a creation tool offers',
  },
  getToolExamples: {
    method: 'GET',
    path: '/api/config/example',
    auth: 'none',
    summary: 'Example prompts and results of a creation tool',
  },
  getVideoModels: {
    method: 'GET',
    path: '/api/video/modelList',
    auth: 'none',
    summary: 'Video models of the video tools',
  },
  getExtraModels: {
    method: 'GET',
    path: '/api/image/modelextraList2',
    auth: 'none',
    summary: 'Overlay characters (loras) for a base model',
  },
});
