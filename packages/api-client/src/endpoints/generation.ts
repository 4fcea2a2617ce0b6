import type { BodyOf, Calls, DetectFaceAnswer, GenerateAnswer } from '@framewise/contracts';
import { api, callRequest } from '../base-api';
import { contractRequest } from '../http-client';
import { insertCachedWork } from './works';

/** The generating calls the tool screens (and the extend dialog) make. */
export type GenerateCall =
  | 'generateImg2video'
  | 'generateText2video'
  | 'generateVid2vid'
  | 'generateLipsync'
  | 'upscale'
  | 'upscaleTurbo'
  | 'extendVideo';

/** One generating request: the call and its body. */
export type GenerateRequest = { [C in GenerateCall]: { call: C; body: BodyOf<Calls[C]> } }[GenerateCall];

/**
 * The generation domain. Every generating call answers the new work and the balance after the charge: the work
 * goes on top of the cached lists it belongs to here, the balance into the user shown (the stores' user slice) by
 * the caller (creation-tools' useGenerate); nothing is asked again.
 */
export const generationApi = api.injectEndpoints({
  endpoints: (build) => ({
    generate: build.mutation<GenerateAnswer, GenerateRequest>({
      query: (request) => contractRequest(request.call, { body: request.body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const { work } = answer.data;
        dispatch(insertCachedWork(work));
      },
    }),
    /** Faces in an uploaded picture or video, for lip-sync: answered at once, the same for the same file. */
    detectFace: build.query<DetectFaceAnswer, string>({
      query: (media) => callRequest('detectFace', { body: { reference_media: media } }),
    }),
  }),
});

export const { useDetectFaceQuery, useGenerateMutation } = generationApi;
