import { useEffect, useState } from 'react';

/** A video's length in seconds once its metadata has loaded (an upscale of a video costs by its length). */
export function useVideoDuration(url: string | null): number | undefined {
  const [state, setState] = useState<{ url: string; seconds: number } | null>(null);
  useEffect(() => {
    if (!url || typeof document === 'undefined') return;
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const done = () => {
      if (Number.isFinite(video.duration)) setState({ url, seconds: video.duration });
    };
    video.addEventListener('loadedmetadata', done);
    video.src = url;
    return () => {
      video.removeEventListener('loadedmetadata', done);
      video.removeAttribute('src');
      video.load();
    };
  }, [url]);
  return state?.url === url ? state.seconds : undefined;
}
