import { MODE } from '@framewise/contracts/routes';
import { vipFlagsOf } from '@framewise/stores';
import { describe, expect, it } from 'vitest';
import { fastOnlyChoices, modeRefusal, optionRefusal, refusedChoices } from './gates';
import { TOOL_CONFIGS } from './test-utils/fixtures';

const free = vipFlagsOf([]);
const high = vipFlagsOf(['HIGH']);
const pro = vipFlagsOf(['PRO']);

describe('mode rule', () => {
  it('refuses the unlimited (relax) mode without unlimitEnable', () => {
    expect(modeRefusal(MODE.RELAX, { unlimitEnable: false, fastOnly: false })).toBe('unlimited');
    expect(modeRefusal(MODE.RELAX, { unlimitEnable: true, fastOnly: false })).toBeNull();
    expect(modeRefusal(MODE.NORMAL, { unlimitEnable: false, fastOnly: false })).toBeNull();
    expect(modeRefusal(MODE.FAST, { unlimitEnable: false, fastOnly: false })).toBeNull();
  });

  it('accepts only fast while a fast-only choice is made (4096 upscale, 20 s video)', () => {
    expect(modeRefusal(MODE.NORMAL, { unlimitEnable: true, fastOnly: true })).toBe('fastOnly');
    expect(modeRefusal(MODE.RELAX, { unlimitEnable: true, fastOnly: true })).toBe('fastOnly');
    expect(modeRefusal(MODE.FAST, { unlimitEnable: false, fastOnly: true })).toBeNull();
  });

  it('finds the fast-only choices among the chosen options', () => {
    expect(fastOnlyChoices(TOOL_CONFIGS.text2video, { duration: 20 }).map((o) => o.value)).toEqual([20]);
    expect(fastOnlyChoices(TOOL_CONFIGS.text2video, { duration: 10 })).toEqual([]);
    expect(fastOnlyChoices(TOOL_CONFIGS.upscale, { target: '4x' }).map((o) => o.label)).toEqual(['4x (4096)']);
  });
});

describe('tier gates', () => {
  it('refuses subscriber options to free users and pro options to other subscribers', () => {
    expect(optionRefusal({ vip: true, proVip: false }, free)).toBe('vip');
    expect(optionRefusal({ vip: true, proVip: false }, high)).toBeNull();
    expect(optionRefusal({ vip: false, proVip: true }, high)).toBe('proVip');
    expect(optionRefusal({ vip: false, proVip: true }, pro)).toBeNull();
  });

  it('lists the chosen values the tier refuses, including list fields', () => {
    const refused = refusedChoices(TOOL_CONFIGS.vid2vid, { style_list: ['anime', 'cyberpunk'], upscaler: '2k' }, free);
    expect(refused.map((r) => [r.field, r.option.value, r.refusal])).toEqual([
      ['style_list', 'cyberpunk', 'vip'],
      ['upscaler', '2k', 'vip'],
    ]);
    expect(refusedChoices(TOOL_CONFIGS.vid2vid, { style_list: ['cyberpunk'] }, high)).toEqual([]);
  });
});
