import './home.css';
import type { Tool } from '@framewise/contracts/routes';
import type { ReactNode } from 'react';

/**
 * A drawn picture of what a tool does, for tool cards and empty states when no real example exists yet. Shapes
 * take their colours from the theme (home.css), so they follow the brand accent and the light theme.
 */
export function ToolIllustration({ tool, className }: { tool: Tool; className?: string }) {
  return (
    <svg
      className={`fw-illu${className ? ` ${className}` : ''}`}
      viewBox="0 0 160 90"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="fw-illu__bg" width="160" height="90" rx="8" />
      {DRAWINGS[DRAWING_OF[tool]]}
    </svg>
  );
}

type Drawing = 'ai_video' | 'text2video' | 'img2video' | 'vid2vid' | 'lipsync' | 'upscale';

/** Variants of a tool share its picture. */
const DRAWING_OF: Record<Tool, Drawing> = {
  ai_video: 'ai_video',
  text2video: 'text2video',
  extend: 'text2video',
  img2video: 'img2video',
  img2video_v2: 'img2video',
  vid2vid: 'vid2vid',
  lipsync: 'lipsync',
  upscale: 'upscale',
  upscale_turbo: 'upscale',
};

const DRAWINGS: Record<Drawing, ReactNode> = {
  ai_video: (
    <>
      <rect className="fw-illu__muted" x="14" y="22" width="36" height="46" rx="4" />
      <rect className="fw-illu__muted" x="62" y="22" width="36" height="46" rx="4" />
      <rect className="fw-illu__accent" x="110" y="22" width="36" height="46" rx="4" />
      <path className="fw-illu__line" d="M50 45h12M98 45h12" />
      <path className="fw-illu__spark" d="M128 30l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
    </>
  ),
  text2video: (
    <>
      <path className="fw-illu__line" d="M16 26h44M16 38h36M16 50h40M16 62h28" />
      <path className="fw-illu__line" d="M70 45h14M80 39l6 6-6 6" />
      <rect className="fw-illu__accent" x="96" y="20" width="50" height="50" rx="6" />
      <path className="fw-illu__play" d="M115 35l14 10-14 10z" />
    </>
  ),
  img2video: (
    <>
      <rect className="fw-illu__muted" x="30" y="16" width="100" height="58" rx="6" />
      <circle className="fw-illu__accent" cx="62" cy="38" r="9" />
      <path className="fw-illu__hill" d="M30 66l30-20 22 14 18-10 30 18v6H30z" />
      <path className="fw-illu__line" d="M12 45h10M138 45h10M18 39l-6 6 6 6M142 39l6 6-6 6" />
    </>
  ),
  vid2vid: (
    <>
      <rect className="fw-illu__muted" x="14" y="22" width="56" height="46" rx="4" />
      <rect className="fw-illu__accent" x="90" y="22" width="56" height="46" rx="4" />
      <path className="fw-illu__line" d="M74 45h12M80 39l6 6-6 6" />
      <path className="fw-illu__brush" d="M100 58c8-14 18-20 36-24" />
    </>
  ),
  lipsync: (
    <>
      <circle className="fw-illu__muted" cx="58" cy="45" r="26" />
      <path className="fw-illu__mouth" d="M48 54c6 6 14 6 20 0" />
      <circle className="fw-illu__accent" cx="49" cy="40" r="3" />
      <circle className="fw-illu__accent" cx="67" cy="40" r="3" />
      <path className="fw-illu__line" d="M98 36v18M108 28v34M118 38v14M128 32v26M138 41v8" />
    </>
  ),
  upscale: (
    <>
      <rect className="fw-illu__muted" x="18" y="48" width="26" height="26" rx="3" />
      <rect className="fw-illu__accent" x="70" y="14" width="70" height="60" rx="6" />
      <path className="fw-illu__line" d="M46 46l20-20M56 26h10v10" />
    </>
  ),
};
