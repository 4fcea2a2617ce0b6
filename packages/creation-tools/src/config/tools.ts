import type { Tool } from '@framewise/contracts/routes';

/**
 * The creation tools the screens show, grouped by the route that hosts them. Tools sharing a route are tabs picked
 * by the `tool` query parameter (the first one is the route's default, which needs no parameter):
 * /ai-video-generator?tool=ai_video|text2video|img2video|img2video_v2, /upscale?tool=upscale|upscale_turbo.
 * /mx-video and /mx-img-video redirect to /ai-video-generator keeping their query, so old links land on the tab
 * they name.
 */
export const TOOL_GROUPS = {
  aiVideo: { path: '/ai-video-generator', tools: ['ai_video', 'text2video', 'img2video', 'img2video_v2'] },
  vid2vid: { path: '/vid2vid', tools: ['vid2vid'] },
  lipsync: { path: '/lip-sync', tools: ['lipsync'] },
  upscale: { path: '/upscale', tools: ['upscale', 'upscale_turbo'] },
} as const satisfies Record<string, { path: string; tools: readonly ScreenTool[] }>;

/** Tools with a screen of their own (extend continues a finished video from my works). */
export type ScreenTool = Exclude<Tool, 'extend'>;
export type ToolGroup = keyof typeof TOOL_GROUPS;
export const TOOL_GROUP_NAMES = Object.keys(TOOL_GROUPS) as ToolGroup[];
export const SCREEN_TOOLS: readonly ScreenTool[] = TOOL_GROUP_NAMES.flatMap((g) => TOOL_GROUPS[g].tools);

/** The query parameter that picks a tab. */
const TOOL_QUERY_PARAM = 'tool';

function isScreenTool(value: unknown): value is ScreenTool {
  return typeof value === 'string' && (SCREEN_TOOLS as readonly string[]).includes(value);
}

function groupOf(tool: ScreenTool): ToolGroup {
  return TOOL_GROUP_NAMES.find((g) => (TOOL_GROUPS[g].tools as readonly ScreenTool[]).includes(tool)) ?? 'aiVideo';
}

/** The route that opens a tool: '/ai-video-generator?tool=img2video', '/vid2vid'. A group's default has no query. */
export function toolRoute(tool: Tool): string {
  const screen: ScreenTool = tool === 'extend' ? 'text2video' : tool;
  const group = TOOL_GROUPS[groupOf(screen)];
  return group.tools[0] === screen ? group.path : `${group.path}?${TOOL_QUERY_PARAM}=${screen}`;
}

/**
 * The tab a group shows for a query string: the named tool when it belongs to the group and is offered, else the
 * group's first offered tool (an unknown or hidden tab falls back rather than showing nothing).
 */
export function toolFromQuery(group: ToolGroup, search: string, offered: (tool: ScreenTool) => boolean): ScreenTool {
  const tools: readonly ScreenTool[] = TOOL_GROUPS[group].tools;
  const asked = new URLSearchParams(search).get(TOOL_QUERY_PARAM);
  if (isScreenTool(asked) && tools.includes(asked) && offered(asked)) return asked;
  return tools.find(offered) ?? tools[0] ?? 'ai_video';
}
