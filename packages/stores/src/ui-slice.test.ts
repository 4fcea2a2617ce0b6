import { describe, expect, it } from 'vitest';
import { initialUiState, UI_FLAGS, type UiFlag, uiActions, uiSlice } from './ui-slice';

const reduce = uiSlice.reducer;

describe('ui slice', () => {
  it('starts with every modal closed, the header shown, no login polling and the session not known', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      visibleLoginModal: false,
      visibleUserInfoModal: false,
      visiblePointModal: false,
      visibleCodeModal: false,
      visibleHeader: true,
      loginPolling: false,
      sessionKnown: false,
    });
  });

  it('has a set and a toggle action for every flag, touching only that flag', () => {
    const actions = uiActions as unknown as Record<string, (value?: boolean) => { type: string }>;
    for (const flag of UI_FLAGS) {
      const name = `${flag.charAt(0).toUpperCase()}${flag.slice(1)}`;
      const set = actions[`set${name}`];
      const toggle = actions[`toggle${name}`];
      expect(set, `set${name}`).toBeTypeOf('function');
      expect(toggle, `toggle${name}`).toBeTypeOf('function');
      const start = initialUiState[flag];

      const explicit = reduce(initialUiState, set!(!start));
      expect(explicit[flag]).toBe(!start);
      for (const other of UI_FLAGS.filter((f): f is UiFlag => f !== flag)) {
        expect(explicit[other]).toBe(initialUiState[other]);
      }
      expect(reduce(explicit, set!(!start))[flag]).toBe(!start);

      const toggled = reduce(initialUiState, toggle!());
      expect(toggled[flag]).toBe(!start);
      expect(reduce(toggled, toggle!())[flag]).toBe(start);
    }
  });

  it('types the generated actions', () => {
    const opened = reduce(initialUiState, uiActions.setVisibleLoginModal(true));
    const hidden = reduce(opened, uiActions.toggleVisibleHeader());
    const polling = reduce(hidden, uiActions.setLoginPolling(true));
    expect(polling).toMatchObject({ visibleLoginModal: true, visibleHeader: false, loginPolling: true });
    expect(uiActions.toggleVisibleCodeModal().type).toBe('ui/toggleVisibleCodeModal');
  });
});
