import type { HttpClient } from '@framewise/api-client';
import type { BodyOf, Calls, GenerateAnswer } from '@framewise/contracts';

/** The generating calls the tool screens (and the extend dialog) make, each with its body. */
export type GenerateCall =
  | 'generateImg2video'
  | 'generateText2video'
  | 'generateVid2vid'
  | 'generateLipsync'
  | 'upscale'
  | 'upscaleTurbo'
  | 'extendVideo';

export type GenerateRequest = { [C in GenerateCall]: { call: C; body: BodyOf<Calls[C]> } }[GenerateCall];

/** Sends one generating request; every one answers the new task. */
export function sendGenerate(http: HttpClient, request: GenerateRequest): Promise<GenerateAnswer> {
  switch (request.call) {
    case 'generateImg2video':
      return http.call('generateImg2video', { body: request.body });
    case 'generateText2video':
      return http.call('generateText2video', { body: request.body });
    case 'generateVid2vid':
      return http.call('generateVid2vid', { body: request.body });
    case 'generateLipsync':
      return http.call('generateLipsync', { body: request.body });
    case 'upscale':
      return http.call('upscale', { body: request.body });
    case 'upscaleTurbo':
      return http.call('upscaleTurbo', { body: request.body });
    case 'extendVideo':
      return http.call('extendVideo', { body: request.body });
  }
}
