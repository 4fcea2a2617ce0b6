import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type EngineJob, EngineRefusal, type EngineResult } from '../../types';
import type { LocalContext, RunContext } from '../context';
import { detectFaces } from '../faces';
import { LOCAL_REFUSAL } from '../reasons';
import { LOCAL_ENGINE } from './tool';

/**
 * detectface: face boxes of an image, or of a video's first frame, from the face module. The answer
 * ({width, height, faces}) is the result's data and also a JSON file in the work dir.
 */
export async function runDetectFace(job: EngineJob, _ctx: LocalContext, run: RunContext): Promise<EngineResult> {
  const media = job.inputs.image ?? job.inputs.video;
  if (!media) throw new EngineRefusal('face detection needs an image', LOCAL_REFUSAL.referenceImageRequired);
  const detection = await detectFaces(media, { signal: run.signal });
  const path = join(job.workDir, 'faces.json');
  await writeFile(path, JSON.stringify(detection));
  return {
    outputs: [{ path, mime: 'application/json', width: detection.width, height: detection.height }],
    seed: job.seed,
    engine: LOCAL_ENGINE,
    notes: [],
    data: detection,
  };
}
