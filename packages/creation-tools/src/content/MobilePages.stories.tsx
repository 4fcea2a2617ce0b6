import { type Answer, type Handler, ok } from '@framewise/api-client/testing';
import type { PayPackage, UserInfo, VipInfo } from '@framewise/contracts';
import { TASK_STATUS } from '@framewise/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { makeWork, member } from '../works/test-utils/fixtures';
import { MobileLoginPage, MobileMemberPage, MobilePointPage, MusicDownloadPage } from './MobilePages';

interface MobileParameters {
  user?: Partial<UserInfo>;
  routes?: Record<string, Handler | Answer>;
  path: string;
}

// The /m/* pages are laid out for phones: the stories show them at 375 px.
const PHONE_WIDTH = 375;

const subscriber: Partial<UserInfo> = {
  ...member,
  vip_type: 'HIGH',
  vip_name: 'High',
  vip_date: '2026-12-21T00:00:00.000Z',
};

const plan = (type: string, name: string, points: number, prices: number[]): PayPackage[] =>
  (['month', 'season', 'year'] as const).map((batchType, i) => ({
    type,
    category: 'VIP',
    name,
    points,
    price: prices[i] ?? 0,
    batchType,
    json: null,
  }));

/** GET /api/pay/type/list: plans (permission 7) and point packs (permission 9) of the domestic catalogue. */
const catalogue: Handler = (call) => {
  const lists: Record<string, PayPackage[]> = {
    '7': [...plan('BASE', 'Base', 800, [3900, 10900, 37900]), ...plan('HIGH', 'High', 2000, [7900, 21900, 75900])],
    '9': [100, 550, 1200].map((points) => ({
      type: `POINT_${points}`,
      category: 'Point',
      name: String(points),
      points,
      price: points * 10,
      batchType: null,
      json: null,
    })),
  };
  return ok(lists[call.query.permission_id ?? ''] ?? []);
};

const vipInfo = (user?: Partial<UserInfo>): VipInfo =>
  user?.vip_type
    ? {
        list: [
          { vip_type: user.vip_type, name: user.vip_name ?? '', batch_type: 'month', expire_time: user.vip_date ?? '' },
        ],
      }
    : { list: [] };

const payRoutes = (user?: Partial<UserInfo>) => ({
  'GET /api/pay/type/list': catalogue,
  'GET /api/user/vipInfo': ok(vipInfo(user)),
});

const songs = [
  makeWork({ id: 'ls1', tool: 'lipsync', prompt: 'Birthday song for Grandma' }),
  makeWork({
    id: 'ls2',
    tool: 'lipsync',
    prompt: 'Podcast intro',
    status: TASK_STATUS.PROCESSING,
    progress: 45,
    url: null,
  }),
  makeWork({ id: 'ls3', tool: 'lipsync', prompt: 'Karaoke night', status: TASK_STATUS.QUEUED, url: null, cover: null }),
];

const musicRoutes = (items = songs): Record<string, Handler | Answer> => ({
  'GET /api/images/list3': ok({ items, nextCursor: null }),
  'GET /api/images/status2': ok([]),
  'GET /api/config/example': ok([]),
});

const meta = {
  title: 'creation-tools/content/MobilePages',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => {
      const page = parameters.mobile as MobileParameters;
      return (
        <PreviewStore user={page.user} routes={page.routes} path={page.path}>
          <div style={{ width: PHONE_WIDTH, maxWidth: '100%', margin: '0 auto' }}>
            <Story />
          </div>
        </PreviewStore>
      );
    },
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /m/member for a visitor: the plans, with login asked before buying. */
export const MemberVisitor: Story = {
  render: () => <MobileMemberPage />,
  parameters: { mobile: { path: '/m/member', routes: payRoutes() } },
};

/** /m/member for a subscriber: the current plan and the catalogue (WeChat login returns here). */
export const MemberLoggedIn: Story = {
  render: () => <MobileMemberPage />,
  parameters: { mobile: { path: '/m/member', user: subscriber, routes: payRoutes(subscriber) } },
};

/** /m/point for a visitor: the way to log in. */
export const PointVisitor: Story = {
  render: () => <MobilePointPage />,
  parameters: { mobile: { path: '/m/point' } },
};

/** /m/point logged in: the points breakdown, buying points and the member page. */
export const PointLoggedIn: Story = {
  render: () => <MobilePointPage />,
  parameters: { mobile: { path: '/m/point', user: subscriber, routes: payRoutes(subscriber) } },
};

/** /m/login for a visitor: the login modal is asked for at once, the card offers it again. */
export const LoginVisitor: Story = {
  render: () => <MobileLoginPage />,
  parameters: { mobile: { path: '/m/login' } },
};

/** /m/login once logged in: the ways on. */
export const LoginLoggedIn: Story = {
  render: () => <MobileLoginPage />,
  parameters: { mobile: { path: '/m/login', user: member } },
};

/** /m/music-download for a visitor. */
export const MusicDownloadVisitor: Story = {
  render: () => <MusicDownloadPage />,
  parameters: { mobile: { path: '/m/music-download' } },
};

/** /m/music-download logged in: lip-sync videos, finished ones downloadable, others with their status. */
export const MusicDownloadLoggedIn: Story = {
  render: () => <MusicDownloadPage />,
  parameters: { mobile: { path: '/m/music-download', user: member, routes: musicRoutes() } },
};

/** /m/music-download with no lip-sync work yet: what the tool does and the way to it. */
export const MusicDownloadEmpty: Story = {
  render: () => <MusicDownloadPage />,
  parameters: { mobile: { path: '/m/music-download', user: member, routes: musicRoutes([]) } },
};
