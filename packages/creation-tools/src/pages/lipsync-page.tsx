import { askToolEarly } from '../tools/ask-tool-early';
import { ToolWorkspace } from '../tools/ToolWorkspace';

// The tool's options are asked for in the browser beside hydration (app-shell ScreenModule.askEarly).
export const askEarly = askToolEarly('lipsync');

/** /lip-sync: lip-sync. Loaded by the app's `pages.lipsync`. */
export default function LipsyncPage() {
  return <ToolWorkspace group="lipsync" />;
}
