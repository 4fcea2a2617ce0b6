import { usePageInUse } from '@framewise/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './motion';

export interface LoopVideoProps {
  src: string;
  poster?: string;
  label: string;
  className?: string;
}

/**
 * A short muted loop that plays only while on screen (a page of examples does not decode six videos at once) and
 * not at all with reduced motion, where the poster stands still. Until the page is in use (the visitor's first
 * input, or a while after load) it shows its poster and fetches nothing: a video's bytes are handled on the main
 * thread, a megabyte at a time, and would make a phone's start-up stutter and spend its data before anyone looks.
 */
export function LoopVideo({ src, poster, label, className }: LoopVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const active = usePageInUse() && !reducedMotion;
  const [onScreen, setOnScreen] = useState(false);
  // The source stays once set, so scrolling back to a loop does not fetch it again.
  const [fetched, setFetched] = useState(false);
  const playing = active && onScreen;

  useEffect(() => {
    const video = ref.current;
    if (!video || !active) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    observer.observe(video);
    return () => observer.disconnect();
  }, [active]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      setFetched(true);
      void video.play?.()?.catch(() => {});
    } else video.pause?.();
  }, [playing]);

  return (
    <video
      ref={ref}
      className={className}
      src={playing || fetched ? src : undefined}
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      aria-label={label}
    />
  );
}
