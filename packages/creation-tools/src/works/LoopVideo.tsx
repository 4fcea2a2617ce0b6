import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from './motion';

export interface LoopVideoProps {
  src: string;
  poster?: string;
  label: string;
  className?: string;
}

/**
 * A short muted loop that plays only while on screen (a page of examples does not decode six videos at once) and
 * not at all with reduced motion, where the poster stands still.
 */
export function LoopVideo({ src, poster, label, className }: LoopVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video || reducedMotion) return;
    const play = () => void video.play?.()?.catch(() => {});
    if (typeof IntersectionObserver === 'undefined') {
      play();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) play();
      else video.pause?.();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <video
      ref={ref}
      className={className}
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      preload={reducedMotion ? 'none' : 'metadata'}
      aria-label={label}
    />
  );
}
