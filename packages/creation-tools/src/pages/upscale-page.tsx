import { ToolWorkspace } from '../tools/ToolWorkspace';

/** /upscale: upscale and upscale turbo as tabs (?tool=upscale_turbo; none is upscale). Loaded by `pages.upscale`. */
export default function UpscalePage() {
  return <ToolWorkspace group="upscale" />;
}
