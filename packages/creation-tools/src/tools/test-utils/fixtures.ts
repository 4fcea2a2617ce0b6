import { ok, sampleUserInfo } from '@framewise/api-client/testing';
import type {
  GenerateAnswer,
  GenerationModel,
  ToolConfig,
  ToolExample,
  ToolOption,
  UserInfo,
  VipInfo,
  Work,
} from '@framewise/contracts';
import { TOOLS, type Tool } from '@framewise/contracts/routes';
import type { MembershipEntry } from '@framewise/stores';

// Tool options shaped like the server's /api/config/generate answers (local engine, zh labels where they differ),
// for tests and stories.

/** A free option of a tool field; `extra` flags it (vip, cost...). */
export const option = (value: string | number, label: string, extra: Partial<ToolOption> = {}): ToolOption => ({
  value,
  label,
  cost: 0,
  vip: false,
  proVip: false,
  fastOnly: false,
  ...extra,
});

const durationSteps = (costs: number[]) => [5, 10, 20, 60].map((upTo, i) => ({ upTo, cost: costs[i] ?? 0 }));

const videoOptions = {
  ratio: [option(5, '3:4'), option(6, '4:3'), option(3, '9:16'), option(4, '16:9'), option(1, '1:1')],
  duration: [option(5, '5 s'), option(10, '10 s', { cost: 2 }), option(20, '20 s', { cost: 6, fastOnly: true })],
  frame_rate: [option(24, '24 fps'), option(30, '30 fps'), option(60, '60 fps')],
  motion_speed: Array.from({ length: 10 }, (_, i) => option(i + 1, String(i + 1))),
  move_type: [option('zoom_in', 'Zoom in'), option('zoom_out', 'Zoom out'), option('orbit', 'Orbit')],
  upscaler: [
    option('2k', '2K', { vip: true, costBy: { field: 'duration', steps: durationSteps([1, 2, 5, 10]) } }),
    option('4k', '4K', { vip: true, costBy: { field: 'duration', steps: durationSteps([6, 10, 20, 40]) } }),
  ],
  version: [option('1.0', '1.0')],
};

const MODE_FACTOR = { '0': 1, '1': 0, '2': 2 };

function config(type: Tool, baseCost: number, options: Record<string, ToolOption[]>, defaults: ToolConfig['defaults']) {
  return { type, available: true, baseCost, modeCostFactor: MODE_FACTOR, options, defaults } satisfies ToolConfig;
}

const videoDefaults = { ratio: 4, duration: 5, motion_speed: 5, move_type: 'zoom_in', seed: -1, creativity: 0.5 };

export const TOOL_CONFIGS: Record<Exclude<Tool, 'extend'>, ToolConfig> = {
  ai_video: config('ai_video', 2, videoOptions, videoDefaults),
  text2video: config('text2video', 2, videoOptions, videoDefaults),
  img2video: config('img2video', 2, videoOptions, videoDefaults),
  img2video_v2: config('img2video_v2', 2, videoOptions, videoDefaults),
  vid2vid: config(
    'vid2vid',
    3,
    {
      duration: [
        option(5, '5 s'),
        option(10, '10 s', { cost: 3 }),
        option(20, '20 s', { cost: 9, fastOnly: true, vip: true }),
      ],
      frame_rate: videoOptions.frame_rate,
      style_list: [
        option('anime', 'Anime'),
        option('sketch', 'Sketch'),
        option('cyberpunk', 'Cyberpunk', { vip: true }),
        option('custom', 'Custom style'),
      ],
      reference_engine: [option('color', 'Colour transfer')],
      subject_type: [option('person', 'Person'), option('animal', 'Animal')],
      subject_only: [option(0, 'Off')],
      upscaler: videoOptions.upscaler,
    },
    { duration: 5, frame_rate: 24, seed: -1, video_refer: 0.5, subject_only: false },
  ),
  lipsync: config(
    'lipsync',
    0,
    { level: [option(1, 'Standard', { cost: 1 }), option(2, 'HD', { cost: 2 }), option(3, 'Full HD', { cost: 5 })] },
    { level: 1 },
  ),
  upscale: config(
    'upscale',
    0,
    {
      target: [
        option('2x', '2x', { cost: 1 }),
        option('4x', '4x (4096)', { cost: 2, fastOnly: true }),
        option('2k', '2K', { cost: 1, vip: true }),
        option('4k', '4K', { cost: 6, vip: true }),
      ],
      videoTarget: [
        option('2x', '2x', {
          costBy: {
            field: 'sourceDuration',
            steps: [
              { upTo: 5, cost: 1 },
              { upTo: 60, cost: 3 },
            ],
          },
        }),
        option('2k60', '2K 60fps', {
          vip: true,
          costBy: {
            field: 'sourceDuration',
            steps: [
              { upTo: 5, cost: 5 },
              { upTo: 60, cost: 15 },
            ],
          },
        }),
      ],
    },
    { target: '2x', videoTarget: '2x', creativity: 0.5 },
  ),
  upscale_turbo: config(
    'upscale_turbo',
    1,
    {
      upscaler: [option('2x', '2x', { cost: 1 }), option('4x', '4x (4096)', { cost: 2, fastOnly: true })],
      engine: [option('esrgan-slim', 'ESRGAN fast'), option('lanczos', 'Lanczos')],
    },
    { upscaler: '2x', hdr: false, resemblance: 0.5, weight: 1 },
  ),
};

/** /api/config/generate?type=extend: the extra durations with their points (base cost 1, like the server). */
export const EXTEND_CONFIG: ToolConfig = config('extend', 1, { duration: videoOptions.duration }, { duration: 5 });

export const videoModels: GenerationModel[] = [
  {
    id: '90',
    name: 'Framewise Video',
    description: 'Makes videos from text or an image',
    cover: null,
    vip: false,
    proVip: false,
    isDefault: true,
  },
];

export const restyleModels: GenerationModel[] = [
  {
    id: '201',
    name: 'Framewise Restyle',
    description: 'Restyles a video',
    cover: null,
    vip: false,
    proVip: false,
    isDefault: true,
  },
];

export const examples: ToolExample[] = [
  {
    id: 'ex-1',
    prompt: 'A lighthouse at dusk, waves rolling in',
    cover: '/story/lighthouse.jpg',
    url: '/story/lighthouse.mp4',
    params: { prompt: 'A lighthouse at dusk, waves rolling in', ratio: 4 },
  },
];

export const member: UserInfo = {
  ...sampleUserInfo,
  uuid: 'u-tools-1',
  nickname: 'Mia',
  phone: '',
  created_at: '2026-11-01T00:00:00.000Z',
};

export const subscriber: UserInfo = {
  ...member,
  vip_type: 'HIGH',
  vip_name: 'High',
  vip_date: '2026-12-21T00:00:00.000Z',
  unlimitEnable: true,
  vip_points: 1500,
  totalPoints: 1620,
};

/** The memberships of a user, as the store keeps them. */
export const membershipsOf = (user: UserInfo): MembershipEntry[] =>
  user.vip_type
    ? [{ vip_type: user.vip_type, name: user.vip_name, batch_type: 'month', expire: user.vip_date ?? '' }]
    : [];

/** /api/user/vipInfo of a user. */
export const vipInfoOf = (user: UserInfo): VipInfo =>
  user.vip_type
    ? {
        list: [{ vip_type: user.vip_type, name: user.vip_name, batch_type: 'month', expire_time: user.vip_date ?? '' }],
      }
    : { list: [] };

/** A work as list3 answers it. */
export function workOf(patch: Partial<Work> & Pick<Work, 'id' | 'tool'>): Work {
  return {
    prompt: 'A paper boat drifting down a rainy street',
    style: null,
    ratio: 4,
    width: 1280,
    height: 720,
    quality: null,
    duration: 5,
    motion_speed: 5,
    move_type: 'zoom_in',
    reference_img: null,
    mask_img: null,
    reference_video: null,
    seed: 42,
    mode: 0,
    private: false,
    status: 1,
    progress: 100,
    pubStatus: null,
    url: '/story/boat.mp4',
    cover: '/story/boat.jpg',
    engine: 'local',
    notes: [],
    msg: null,
    cost: 2,
    params: {},
    author: { uuid: member.uuid, nickname: member.nickname, avatar_url: '' },
    isOwner: true,
    created_at: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

/**
 * A generating call's answer: the new task, its work as the detail shows it (queued or checking, no result yet)
 * and the user's balance after the charge.
 */
export function acceptedOf(
  task: Pick<GenerateAnswer, 'id' | 'status' | 'cost' | 'queuePosition'> & { tool: Tool; prompt?: string },
  user: UserInfo = member,
): GenerateAnswer {
  const { tool, prompt = '', ...answer } = task;
  const work = workOf({
    ...answer,
    tool,
    prompt,
    progress: 0,
    url: null,
    cover: null,
    created_at: new Date().toISOString(),
  });
  const fromDaily = Math.min(user.dailyCount, answer.cost);
  return {
    ...answer,
    work,
    balance: {
      totalPoints: user.totalPoints - answer.cost,
      permanentPoints: user.permanentPoints - (answer.cost - fromDaily),
      vip_points: user.vip_points,
      dailyCount: user.dailyCount - fromDaily,
    },
  };
}

/** The config routes of a fake server for every tool. */
export function configRoutes(configs: Partial<Record<Tool, ToolConfig>> = { ...TOOL_CONFIGS, extend: EXTEND_CONFIG }) {
  return {
    'GET /api/config/generate': (call: { query: Record<string, string> }) => {
      const found = configs[call.query.type as Tool];
      return found
        ? { code: 0, data: found }
        : { code: 0, data: { ...TOOL_CONFIGS.text2video, type: call.query.type, available: false } };
    },
    // What the server's /api/config/tools says: each tool's config's `available`, false where it has none.
    'GET /api/config/tools': {
      code: 0,
      data: Object.fromEntries(TOOLS.map((tool) => [tool, configs[tool]?.available ?? false])),
    },
    'GET /api/config/model': (call: { query: Record<string, string> }) => ({
      code: 0,
      data: call.query.type === 'vid2vid' ? restyleModels : videoModels,
    }),
    'GET /api/video/modelList': { code: 0, data: videoModels },
    'GET /api/config/example': { code: 0, data: examples },
    'GET /api/image/modelextraList2': { code: 0, data: [] },
  };
}

/** What a tool screen loads for the member: the tools' config, an empty results list, the plan and the user. */
export function workspaceRoutes(configs?: Partial<Record<Tool, ToolConfig>>) {
  return {
    ...configRoutes(configs),
    'GET /api/images/list3': ok({ items: [], nextCursor: null }),
    'GET /api/user/vipInfo': ok(vipInfoOf(member)),
    'GET /api/user/info': ok(member),
  };
}
