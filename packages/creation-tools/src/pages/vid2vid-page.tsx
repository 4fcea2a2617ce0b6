import { ToolWorkspace } from '../tools/ToolWorkspace';

/** /vid2vid: video to video. Loaded by the app's `pages.vid2vid`. */
export default function Vid2vidPage() {
  return <ToolWorkspace group="vid2vid" />;
}
