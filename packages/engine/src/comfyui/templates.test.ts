import { describe, expect, it } from 'vitest';
import {
  classTypesOf,
  fillTemplate,
  loadTemplates,
  parseTemplate,
  placeholdersOf,
  selectTemplate,
  TEMPLATE_VARIABLES,
  type TemplateVariables,
} from './templates';

const templates = loadTemplates();
const everyVariable: TemplateVariables = Object.fromEntries(TEMPLATE_VARIABLES.map((name, i) => [name, i + 1]));

describe('shipped workflow templates', () => {
  // A ComfyUI deployment must run text to video, image to video, video to video, Real-ESRGAN upscale and lip-sync
  // from the templates in packages/engine/workflows (docs/architecture.md, "Engines"; models in docs/gpu-workers.md).
  it('cover text to video, image to video, video to video, Real-ESRGAN upscale and lip-sync', () => {
    const tools = new Set(templates.flatMap((t) => t.tools));
    for (const tool of ['text2video', 'img2video', 'vid2vid', 'upscale', 'lipsync'] as const)
      expect(tools).toContain(tool);
    expect(templates.map((t) => t.name)).toEqual([
      'latentsync-lipsync',
      'realesrgan-image',
      'realesrgan-video',
      'wan21-flf2v',
      'wan21-i2v',
      'wan21-t2v',
      'wan21-v2v',
      'wan22-s2v-lipsync',
    ]);
  });

  it('fill completely, keeping numbers as numbers and links as links', () => {
    for (const template of templates) {
      const prompt = fillTemplate(template, { ...template.defaults, ...everyVariable });
      expect(placeholdersOf(prompt).size, template.name).toBe(0);
      for (const node of Object.values(prompt)) {
        for (const value of Object.values(node.inputs)) {
          if (Array.isArray(value)) expect((value[0] as string) in prompt, `${template.name} link`).toBe(true);
        }
      }
    }
    const t2v = templates.find((t) => t.name === 'wan21-t2v');
    const filled = fillTemplate(t2v!, {
      ...t2v!.defaults,
      prompt: 'a red kite',
      seed: 7,
      width: 832,
      height: 480,
      length: 81,
      filename_prefix: 'framewise/x',
    });
    const sampler = Object.values(filled).find((n) => n.class_type === 'KSampler');
    expect(sampler?.inputs).toMatchObject({ seed: 7, steps: 30, cfg: 6 });
    expect(Object.values(filled).find((n) => n.class_type === 'CLIPTextEncode')?.inputs.text).toBe('a red kite');
  });

  it('name the node classes a server needs', () => {
    const s2v = templates.find((t) => t.name === 'wan22-s2v-lipsync');
    expect(classTypesOf(s2v!)).toEqual(
      expect.arrayContaining(['WanSoundImageToVideo', 'AudioEncoderEncode', 'LoadAudio', 'SaveVideo']),
    );
  });
});

describe('selectTemplate', () => {
  it('prefers the most specific workflow the job has inputs for', () => {
    expect(selectTemplate(templates, 'img2video', { image: 'a.png' })?.name).toBe('wan21-i2v');
    expect(selectTemplate(templates, 'img2video', { image: 'a.png', endImage: 'b.png' })?.name).toBe('wan21-flf2v');
    expect(selectTemplate(templates, 'lipsync', { image: 'a.png', audio: 'a.wav' })?.name).toBe('wan22-s2v-lipsync');
    expect(selectTemplate(templates, 'lipsync', { video: 'a.mp4', audio: 'a.wav' })?.name).toBe('latentsync-lipsync');
    expect(selectTemplate(templates, 'upscale', { video: 'a.mp4' })?.name).toBe('realesrgan-video');
    expect(selectTemplate(templates, 'upscale', { image: 'a.png' })?.name).toBe('realesrgan-image');
    expect(selectTemplate(templates, 'img2video', {})).toBeUndefined();
    expect(selectTemplate(templates, 'detectface', { image: 'a.png' })).toBeUndefined();
  });
});

describe('parseTemplate', () => {
  const base = {
    name: 'x',
    description: 'test',
    tools: ['upscale'],
    inputs: ['image'],
    outputs: ['2'],
    prompt: {
      '1': { class_type: 'LoadImage', inputs: { image: '{{image}}' } },
      '2': { class_type: 'SaveImage', inputs: { images: ['1', 0], filename_prefix: 'p/{{filename_prefix}}' } },
    },
  };

  it('accepts a valid template and interpolates placeholders inside text', () => {
    const t = parseTemplate('x.json', base);
    expect(fillTemplate(t, { image: 'in.png', filename_prefix: 'job' })['2']?.inputs.filename_prefix).toBe('p/job');
  });

  it('rejects unknown placeholders, dangling links, unknown tools and missing variables', () => {
    const bad = (patch: object) => () => parseTemplate('bad.json', { ...base, ...patch });
    expect(
      bad({ prompt: { ...base.prompt, '1': { class_type: 'LoadImage', inputs: { image: '{{picture}}' } } } }),
    ).toThrow('unknown placeholder {{picture}}');
    expect(bad({ prompt: { ...base.prompt, '2': { class_type: 'SaveImage', inputs: { images: ['9', 0] } } } })).toThrow(
      'links to missing node 9',
    );
    expect(bad({ tools: ['paint'] })).toThrow('tools must list');
    expect(bad({ outputs: ['7'] })).toThrow('outputs must name');
    expect(() => fillTemplate(parseTemplate('x.json', base), { filename_prefix: 'job' })).toThrow('needs {{image}}');
  });
});
