import { describe, expect, it } from 'vitest';
import { toolFromQuery, toolRoute } from './tools';

describe('tool routes', () => {
  it('opens a group default without a query and the other tabs with ?tool=', () => {
    expect(toolRoute('ai_video')).toBe('/ai-video-generator');
    expect(toolRoute('text2video')).toBe('/ai-video-generator?tool=text2video');
    expect(toolRoute('img2video')).toBe('/ai-video-generator?tool=img2video');
    expect(toolRoute('img2video_v2')).toBe('/ai-video-generator?tool=img2video_v2');
    expect(toolRoute('vid2vid')).toBe('/vid2vid');
    expect(toolRoute('lipsync')).toBe('/lip-sync');
    expect(toolRoute('upscale')).toBe('/upscale');
    expect(toolRoute('upscale_turbo')).toBe('/upscale?tool=upscale_turbo');
  });

  it('sends an extension back to text to video', () => {
    expect(toolRoute('extend')).toBe('/ai-video-generator?tool=text2video');
  });

  it('reads the tab from the query, falling back to the first offered tool of the group', () => {
    const all = () => true;
    expect(toolFromQuery('aiVideo', '?tool=img2video', all)).toBe('img2video');
    expect(toolFromQuery('aiVideo', '', all)).toBe('ai_video');
    expect(toolFromQuery('aiVideo', '?tool=vid2vid', all)).toBe('ai_video');
    expect(toolFromQuery('aiVideo', '?tool=nonsense&utm=x', all)).toBe('ai_video');
    expect(toolFromQuery('upscale', '?tool=upscale_turbo', all)).toBe('upscale_turbo');
  });

  it('skips tools the engine does not offer', () => {
    const noAiVideo = (tool: string) => tool !== 'ai_video' && tool !== 'img2video';
    expect(toolFromQuery('aiVideo', '', noAiVideo)).toBe('text2video');
    expect(toolFromQuery('aiVideo', '?tool=img2video', noAiVideo)).toBe('text2video');
  });
});
