import { describe, expect, it } from 'vitest';
import { RECORDED_OBJECT_INFO } from './fake-server';
import { comboOptions, type ObjectInfo, templateProblems } from './object-info';
import { loadTemplates, type WorkflowTemplate } from './templates';

const templates = loadTemplates();
const named = (name: string) => templates.find((t) => t.name === name) as WorkflowTemplate;
const defaults = (t: WorkflowTemplate) => ({ ...t.defaults });

describe('comboOptions', () => {
  it('reads old-style combos and v3 COMBO inputs, and nothing else', () => {
    expect(comboOptions([['a', 'b'], {}])).toEqual(['a', 'b']);
    expect(comboOptions(['COMBO', { options: ['mp4'], multiselect: false }])).toEqual(['mp4']);
    expect(comboOptions(['INT', { min: 0 }])).toBeUndefined();
  });
});

describe('templateProblems against the recorded /object_info', () => {
  it('passes every template whose nodes ComfyUI has built in', () => {
    for (const t of templates.filter((t) => t.name !== 'latentsync-lipsync'))
      expect(templateProblems(t, RECORDED_OBJECT_INFO, defaults(t)), t.name).toEqual([]);
  });

  it('names the node classes a server lacks', () => {
    const t = named('latentsync-lipsync');
    expect(templateProblems(t, RECORDED_OBJECT_INFO, defaults(t))).toEqual([
      'node class VideoLengthAdjuster is not installed',
      'node class LatentSyncNode is not installed',
    ]);
  });

  it('checks model names after the deployment variables, and skips values that depend on the job', () => {
    const t = named('wan21-t2v');
    expect(templateProblems(t, RECORDED_OBJECT_INFO, { ...defaults(t), vae: 'other_vae.safetensors' })).toEqual([
      "VAELoader.vae_name 'other_vae.safetensors' is not among the server's options",
    ]);
  });

  it('reports a required input a template leaves out, and a choice the node does not offer', () => {
    const info: ObjectInfo = structuredClone(RECORDED_OBJECT_INFO);
    const ksampler = info.KSampler?.input?.required as Record<string, unknown[]>;
    ksampler.sampler_name = [['euler'], {}];
    ksampler.noise_seed = ['INT', {}];
    const t = named('wan21-t2v');
    expect(templateProblems(t, info, defaults(t))).toEqual([
      'KSampler (#8) lacks its required input noise_seed',
      "KSampler.sampler_name 'uni_pc' is not among the server's options",
    ]);
  });
});
