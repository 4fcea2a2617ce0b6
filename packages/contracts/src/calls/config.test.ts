import { describe, expect, it } from 'vitest';
import { configCalls } from './config';
import { galleryCalls } from './gallery';
import { testCalls } from './test';

describe('config, gallery and test calls', () => {
  it('asks for the options of a known tool', () => {
    expect(configCalls.getToolConfig.query.parse({ type: 'vid2vid' })).toEqual({ type: 'vid2vid' });
    expect(configCalls.getToolExamples.query.safeParse({ type: 'paint' }).success).toBe(false);
  });

  it('reads tool options with cost and tier flags defaulted', () => {
    const config = configCalls.getToolConfig.data.parse({
      type: 'upscale',
      available: true,
      baseCost: 1,
      options: { target: [{ value: '4k', label: '4K', cost: 5, vip: true }] },
      defaults: { target: '2x' },
    });
    expect(config.options.target?.[0]).toEqual({
      value: '4k',
      label: '4K',
      cost: 5,
      vip: true,
      proVip: false,
      fastOnly: false,
    });
    expect(
      configCalls.getToolConfig.data.safeParse({
        type: 'upscale',
        available: true,
        baseCost: -1,
        options: {},
        defaults: {},
      }).success,
    ).toBe(false);
  });

  it('takes the base model of the extra-model list as text or number', () => {
    expect(configCalls.getExtraModels.query.parse({ model: 90 })).toEqual({ model: '90' });
    expect(configCalls.getExtraModels.query.safeParse({ model: '' }).success).toBe(false);
    expect(
      configCalls.getExtraModels.data.safeParse([{ id: 'l1', name: 'Hero', cover: null, defaultWeight: 1.5 }]).success,
    ).toBe(false);
  });

  it('reads gallery tags and the test SMS inbox', () => {
    expect(galleryCalls.getGalleryTags.query.safeParse({ type: '' }).success).toBe(false);
    expect(galleryCalls.getGalleryTags.data.parse([{ id: '1', name: 'Nature' }])).toHaveLength(1);
    expect(testCalls.getTestSms.query.parse({ phone: '13800138000' })).toEqual({ phone: '13800138000' });
    expect(testCalls.getTestSms.query.safeParse({ phone: '123' }).success).toBe(false);
    expect(testCalls.getTestSms.data.parse({ code: '123456' })).toEqual({ code: '123456' });
  });
});
