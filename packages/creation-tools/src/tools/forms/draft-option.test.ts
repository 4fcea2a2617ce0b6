import { describe, expect, it, vi } from 'vitest';
import { TOOL_CONFIGS } from '../test-utils/fixtures';
import { draftOptionBinder } from './draft-option';

describe('draftOptionBinder', () => {
  it('shows the draft value and stores numeric options as numbers, the rest as strings', () => {
    const update = vi.fn();
    const draft = { ratio: 4, duration: 5, motion_speed: 5, move_type: 'zoom_in', upscaler: '' };
    const option = draftOptionBinder('text2video', TOOL_CONFIGS.text2video, draft as never, update);

    const ratio = option('ratio');
    expect(ratio).toMatchObject({ name: 'ratio', value: 4, config: TOOL_CONFIGS.text2video });
    ratio.onChange('6');
    expect(update).toHaveBeenLastCalledWith({ ratio: 6 });

    option('move_type').onChange('orbit');
    expect(update).toHaveBeenLastCalledWith({ move_type: 'orbit' });
    // The "none" upscaler stays the empty string.
    option('upscaler').onChange('');
    expect(update).toHaveBeenLastCalledWith({ upscaler: '' });
  });
});
