import { defineRoutes } from '../route';

export const generationRoutes = defineRoutes({
  getTaskStatus: {
    method: 'GET',
    path: '/api/images/status2',
    auth: 'required',
    summary: 'Status, progress and queue position of several of tasks the user owns',
  },
  getWorkDetail: {
    method: 'GET',
    path: '/api/images/detail',
    auth: 'optional',
    summary: 'One work the user owns, or a public one',
  },
  listWorks: {
    method: 'GET',
    path: '/api/images/list3',
    auth: 'optional',
    summary: 'My works or the public gallery, filtered and sorted, with cursor pagination',
  },
  deleteWorks: {
    method: 'POST',
    path: '/api/images/delete',
    auth: 'required',
    summary: 'Deletes works the user owns and their stored files',
  },
  cancelTask: {
    method: 'POST',
    path: '/api/images/cancel',
    auth: 'required',
    summary: 'Cancels a queued or running task the user owns and refunds its points once',
  },
  publishWork: {
    method: 'POST',
    path: '/api/image/pub',
    auth: 'required',
    summary: 'Publishes, contributes or withdraws a work the user owns',
  },
  generateImg2video: {
    method: 'POST',
    path: '/api/images/animation/generate',
    auth: 'required',
    summary: 'Image to video (both tools) and AI video with a reference image',
  },
  upscale: {
    method: 'POST',
    path: '/api/images/animation/upscale',
    auth: 'required',
    summary: 'Upscales an image, a video or a work: 2x, 4x, 2K, 4K, 2K at 60 fps',
  },
  upscaleTurbo: {
    method: 'POST',
    path: '/api/images/upscaler/turbo',
    auth: 'required',
    summary: 'Upscales an image with a colour reference, HDR and resemblance',
  },
  generateVid2vid: {
    method: 'POST',
    path: '/api/images/v2v/generate',
    auth: 'required',
    summary: 'Video to video in the chosen styles',
  },
  generateLipsync: {
    method: 'POST',
    path: '/api/images/lipsync/generate',
    auth: 'required',
    summary: 'Animates the mouth of a face to an audio track',
  },
  generateText2video: {
    method: 'POST',
    path: '/api/images/text2video/generate',
    auth: 'required',
    summary: 'Text to video, also the AI video generator without a reference',
  },
  extendVideo: {
    method: 'POST',
    path: '/api/v2/images/text2video/extend',
    auth: 'required',
    summary: 'Continues a finished video by the requested seconds',
  },
  detectFace: {
    method: 'POST',
    path: '/api/images/detectface',
    auth: 'required',
    summary: 'Face boxes in an uploaded image or video frame, for lip-sync',
  },
});
