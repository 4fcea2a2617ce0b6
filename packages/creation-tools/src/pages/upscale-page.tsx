import { askToolEarly } from '../tools/ask-tool-early';
import { ToolWorkspace } from '../tools/ToolWorkspace';

// The tool's options are asked for in the browser beside hydration (app-shell ScreenModule.askEarly).
export const askEarly = askToolEarly('upscale');

/** /upscale: upscale and upscale turbo as tabs (?tool=upscale_turbo; none is upscale). Loaded by `pages.upscale`. */
export default function UpscalePage() {
  return <ToolWorkspace group="upscale" />;
}
