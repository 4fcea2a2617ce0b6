import { ToolWorkspace } from '../tools/ToolWorkspace';

/** /lip-sync: lip-sync. Loaded by the app's `pages.lipsync`. */
export default function LipsyncPage() {
  return <ToolWorkspace group="lipsync" />;
}
