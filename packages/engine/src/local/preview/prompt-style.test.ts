import { describe, expect, it } from 'vitest';
import { analysePrompt } from './prompt-style';
import { hslHex } from './scene';

describe('analysePrompt', () => {
  it('takes hues from colour words in English, Chinese and Japanese', () => {
    expect(analysePrompt('a green forest').hues[0]).toBe(125);
    expect(analysePrompt('蓝色的大海').hues).toContain(195);
    expect(analysePrompt('桜の花').hues[0]).toBe(330);
  });

  it('gives every prompt its own palette from its words, the same each time', () => {
    const a = analysePrompt('a lighthouse keeper writes letters');
    const b = analysePrompt('robots playing chess');
    expect(a.hues.length).toBeGreaterThanOrEqual(2);
    expect(a.hues).toEqual(analysePrompt('a lighthouse keeper writes letters').hues);
    expect(a.hues).not.toEqual(b.hues);
  });

  it('reads pace, camera and light from mood words', () => {
    expect(analysePrompt('fast car chase').pace).toBeGreaterThan(1);
    expect(analysePrompt('slow calm lake').pace).toBeLessThan(1);
    expect(analysePrompt('zoom out from the city').move).toBe('zoom_out');
    expect(analysePrompt('close-up of a face').move).toBe('zoom_in');
    expect(analysePrompt('镜头环绕人物').move).toBe('orbit');
    expect(analysePrompt('a dark night').lightness).toBeLessThan(analysePrompt('a bright sunny day').lightness);
    expect(analysePrompt('a cat').move).toBeNull();
  });
});

describe('hslHex', () => {
  it('converts HSL to hex', () => {
    expect(hslHex(0, 1, 0.5)).toBe('#ff0000');
    expect(hslHex(120, 1, 0.25)).toBe('#008000');
    expect(hslHex(240, 0, 1)).toBe('#ffffff');
  });
});
