import { askToolEarly } from '../tools/ask-tool-early';
import { ToolWorkspace } from '../tools/ToolWorkspace';

// The tool's options are asked for in the browser beside hydration (app-shell ScreenModule.askEarly).
export const askEarly = askToolEarly('aiVideo');

/**
 * /ai-video-generator: the AI video generator, text to video and both image-to-video tools as tabs
 * (?tool=text2video|img2video|img2video_v2; none is the AI video generator). Loaded by the app's `pages.aiVideo`.
 */
export default function AiVideoPage() {
  return <ToolWorkspace group="aiVideo" />;
}
