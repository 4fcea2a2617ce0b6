import { MODE } from '@framewise/contracts/routes';
import { describe, expect, it } from 'vitest';
import { TOOL_CONFIGS } from '../tools/test-utils/fixtures';
import { costOf, modeFactor, normalCost, optionCost } from './cost';

const video = TOOL_CONFIGS.text2video;
const upscale = TOOL_CONFIGS.upscale;

describe('cost of the current settings', () => {
  it('is the base cost plus the cost of each chosen option', () => {
    expect(normalCost(video, { duration: 5, ratio: 4 })).toBe(2);
    expect(normalCost(video, { duration: 10, ratio: 4 })).toBe(4);
  });

  it('prices an option with costBy by the step of the other field', () => {
    // The 2K upscaler of a video costs by the video's duration band: 1, 2, 5, 10.
    expect(normalCost(video, { duration: 5, upscaler: '2k' })).toBe(2 + 1);
    expect(normalCost(video, { duration: 10, upscaler: '2k' })).toBe(2 + 2 + 2);
    expect(normalCost(video, { duration: 20, upscaler: '4k' })).toBe(2 + 6 + 20);
  });

  it('takes the last step above every bound and the first when the field is unknown', () => {
    const option = upscale.options.videoTarget?.[1];
    if (!option) throw new Error('fixture without 2k60');
    expect(optionCost(option, { sourceDuration: 3 })).toBe(5);
    expect(optionCost(option, { sourceDuration: 600 })).toBe(15);
    expect(optionCost(option, {})).toBe(5);
  });

  it('ignores fields without options and values no option has', () => {
    expect(normalCost(video, { duration: 5, prompt: 'waves', seed: 7, upscaler: '' })).toBe(2);
  });

  it('counts every chosen value of a list field', () => {
    const config = {
      ...TOOL_CONFIGS.vid2vid,
      options: {
        style_list: [
          { value: 'a', label: 'A', cost: 1, vip: false, proVip: false, fastOnly: false },
          { value: 'b', label: 'B', cost: 2, vip: false, proVip: false, fastOnly: false },
        ],
      },
    };
    expect(normalCost(config, { style_list: ['a', 'b'] })).toBe(3 + 1 + 2);
  });

  it('applies the mode factor: relax is free, fast costs double, rounded up', () => {
    expect(costOf(video, { duration: 10 }, MODE.NORMAL)).toBe(4);
    expect(costOf(video, { duration: 10 }, MODE.RELAX)).toBe(0);
    expect(costOf(video, { duration: 10 }, MODE.FAST)).toBe(8);
    const odd = { ...video, modeCostFactor: { '2': 1.5 } };
    expect(costOf(odd, { duration: 5 }, MODE.FAST)).toBe(3);
  });

  it('prices a mode the config does not list like normal', () => {
    expect(modeFactor({ ...video, modeCostFactor: {} }, MODE.FAST)).toBe(1);
  });
});
