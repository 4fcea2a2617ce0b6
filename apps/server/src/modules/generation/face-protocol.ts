/** Messages between the API and the face-detection thread. */
export interface FaceRequest {
  id: number;
  path: string;
  kind: 'image' | 'video';
}

export type FaceResponse =
  | { id: number; ok: true; data: unknown }
  /** reason: the engine's refusal key when it refused the input. */
  | { id: number; ok: false; reason: string | undefined; message: string };
