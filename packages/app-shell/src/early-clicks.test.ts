import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_DEADLINE_MS, EARLY_CLICKS_KEY, takeEarlyClicks } from './early-clicks';

type Capture = { target: Element | null; stop: () => void };
const win = window as unknown as Record<string, Capture | undefined>;

afterEach(() => {
  document.body.innerHTML = '';
  delete win[EARLY_CLICKS_KEY];
});

/** What the page script (tooling/web/early-clicks.mjs, tested there) leaves on window after a click. */
function captured(target: Element | null) {
  const state = { target, stop: vi.fn() };
  win[EARLY_CLICKS_KEY] = state;
  return state;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function button() {
  document.body.innerHTML = '<div id="root"><button id="login">Log in</button></div>';
  const login = document.getElementById('login') as HTMLButtonElement;
  const clicked = vi.fn();
  login.addEventListener('click', clicked);
  return { login, clicked };
}

describe('takeEarlyClicks', () => {
  it('keeps capturing until the replay, which stops it and clicks the last kept button once, in a task of its own', async () => {
    const { login, clicked } = button();
    const state = captured(null);
    const replay = takeEarlyClicks({}, window);
    // Hydration is under way: a click now is still the capture's (React could lose it on an uncommitted part).
    expect(state.stop).not.toHaveBeenCalled();
    state.target = login;
    replay();
    replay();
    expect(state.stop).toHaveBeenCalledTimes(1);
    expect(clicked).not.toHaveBeenCalled();
    await nextTask();
    expect(clicked).toHaveBeenCalledTimes(1);
    takeEarlyClicks({}, window)();
    await nextTask();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's screen to commit after the shell, or for the deadline", async () => {
    vi.useFakeTimers();
    try {
      const { login, clicked } = button();
      const state = captured(login);
      let screenIn = () => {};
      const replay = takeEarlyClicks({ screenCommitted: (callback) => (screenIn = callback) }, window);
      replay();
      vi.advanceTimersByTime(0);
      expect(state.stop).not.toHaveBeenCalled();
      screenIn();
      expect(state.stop).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(0);
      expect(clicked).toHaveBeenCalledTimes(1);

      // A screen that never commits: the deadline ends the capture and replays.
      const late = captured(login);
      takeEarlyClicks({ screenCommitted: () => {} }, window)();
      vi.advanceTimersByTime(EARLY_CLICK_DEADLINE_MS - 1);
      expect(late.stop).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(late.stop).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(clicked).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the click when the page was rendered afresh (the button is gone)', async () => {
    const { login, clicked } = button();
    captured(login);
    const replay = takeEarlyClicks({}, window);
    login.remove();
    replay();
    await nextTask();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('does nothing without a click or without the page script', () => {
    captured(null);
    expect(() => takeEarlyClicks({}, window)()).not.toThrow();
    delete win[EARLY_CLICKS_KEY];
    expect(() => takeEarlyClicks({}, window)()).not.toThrow();
  });
});
