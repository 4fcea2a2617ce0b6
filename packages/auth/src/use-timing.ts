import { useEffect, useMemo, useRef, useState } from 'react';
import { createCountdown, leadingDebounce } from './timing';

/** Seconds left of a countdown (0 when idle) and a start function; stops on unmount. */
export function useCountdown(): { secondsLeft: number; start(seconds: number): void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const countdown = useMemo(() => createCountdown(setSecondsLeft), []);
  useEffect(() => () => countdown.stop(), [countdown]);
  return { secondsLeft, start: countdown.start };
}

/** A stable leading-debounced callback that always runs the latest fn. */
export function useLeadingDebounce(fn: () => void, waitMs: number): () => void {
  const latest = useRef(fn);
  latest.current = fn;
  return useMemo(() => leadingDebounce(() => latest.current(), waitMs), [waitMs]);
}
