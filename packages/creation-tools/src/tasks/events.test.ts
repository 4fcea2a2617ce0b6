import { describe, expect, it, vi } from 'vitest';
import { addWorkEventOf, createWorkEventBus, WORK_EVENT } from './events';

describe('work events', () => {
  it('names the add-work event by tool', () => {
    expect(addWorkEventOf('text2video')).toBe(WORK_EVENT.text2videoAddWork);
    expect(addWorkEventOf('img2video')).toBe(WORK_EVENT.img2videoAddWork);
    expect(addWorkEventOf('img2video_v2')).toBe(WORK_EVENT.img2videoAddWork);
    expect(addWorkEventOf('upscale_turbo')).toBe(WORK_EVENT.upscaleTurboAddWork);
    expect(addWorkEventOf('vid2vid')).toBe(WORK_EVENT.vid2vidAddWork);
    expect(addWorkEventOf('ai_video')).toBe(WORK_EVENT.aiVideoAddWork);
    expect(addWorkEventOf('lipsync')).toBe(WORK_EVENT.workAddWork);
  });

  it('delivers an event to its listeners and to the wildcard, until unsubscribed', () => {
    const bus = createWorkEventBus();
    const video = vi.fn();
    const any = vi.fn();
    const off = bus.on(WORK_EVENT.text2videoAddWork, video);
    bus.onAny(any);
    const detail = { tool: 'text2video' as const, id: 'tk1', status: -3 as const };
    bus.emitWork(detail);
    bus.emit(WORK_EVENT.refreshPoints);
    expect(video).toHaveBeenCalledWith(detail);
    expect(any.mock.calls).toEqual([
      [WORK_EVENT.text2videoAddWork, detail],
      [WORK_EVENT.refreshPoints, undefined],
    ]);
    off();
    bus.emitWork(detail);
    expect(video).toHaveBeenCalledTimes(1);
  });

  it('keeps calling the other listeners when one throws', () => {
    const bus = createWorkEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on(WORK_EVENT.refreshPoints, () => {
      throw new Error('listener bug');
    });
    bus.on(WORK_EVENT.refreshPoints, after);
    bus.emit(WORK_EVENT.refreshPoints);
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
