import { askToolEarly } from '../tools/ask-tool-early';
import { ToolWorkspace } from '../tools/ToolWorkspace';

// The tool's options are asked for in the browser beside hydration (app-shell ScreenModule.askEarly).
export const askEarly = askToolEarly('vid2vid');

/** /vid2vid: video to video. Loaded by the app's `pages.vid2vid`. */
export default function Vid2vidPage() {
  return <ToolWorkspace group="vid2vid" />;
}
