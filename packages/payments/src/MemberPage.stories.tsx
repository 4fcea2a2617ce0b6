import { type Answer, type Handler, ok } from '@framewise/api-client/testing';
import type { UserInfo, VipInfo } from '@framewise/contracts';
import type { Region } from '@framewise/contracts/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemberPage } from './MemberPage';
import {
  boostPacks,
  catalogueRoute,
  domesticPlans,
  domesticPoints,
  freeUser,
  noVip,
  overseasFreeUser,
  overseasPlans,
  overseasPoints,
  overseasProUser,
  overseasVipUser,
  proUser,
  vipOf,
  vipUser,
} from './test-utils/fixtures';
import { PreviewStore } from './test-utils/PreviewStore';

interface PageParameters {
  region: Region;
  user?: UserInfo;
  routes: Record<string, Handler | Answer>;
}

const meta = {
  title: 'payments/MemberPage',
  component: MemberPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) => {
      const page = parameters.page as PageParameters;
      return (
        <PreviewStore region={page.region} user={page.user} routes={page.routes}>
          <Story />
        </PreviewStore>
      );
    },
  ],
} satisfies Meta<typeof MemberPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const domesticCatalogue = catalogueRoute({ plans: domesticPlans, points: domesticPoints });
const overseasCatalogue = catalogueRoute({ plans: overseasPlans, points: overseasPoints });

const domestic = (user?: UserInfo, vip: VipInfo = user ? vipOf(user) : noVip): PageParameters => ({
  region: 'cn',
  user,
  routes: { 'GET /api/pay/type/list': domesticCatalogue, 'GET /api/user/vipInfo': ok(vip) },
});
const overseas = (user?: UserInfo): PageParameters => ({
  region: 'global',
  user,
  routes: {
    'GET /api/pay/type/list': overseasCatalogue,
    'GET /api/user/vipInfo': ok(user ? vipOf(user) : noVip),
  },
});

export const DomesticVisitor: Story = { parameters: { page: domestic() } };
export const DomesticFree: Story = { parameters: { page: domestic(freeUser) } };
export const DomesticVip: Story = { parameters: { page: domestic(vipUser) } };
export const DomesticPro: Story = { parameters: { page: domestic(proUser, vipOf(proUser, 'year')) } };
export const DomesticWithBoostPacks: Story = {
  parameters: {
    page: {
      ...domestic(vipUser),
      routes: {
        'GET /api/pay/type/list': catalogueRoute({ plans: domesticPlans, boosts: boostPacks, points: domesticPoints }),
        'GET /api/user/vipInfo': ok(vipOf(vipUser)),
      },
    },
  },
};
export const OverseasVisitor: Story = { parameters: { page: overseas() } };
export const OverseasFree: Story = { parameters: { page: overseas(overseasFreeUser) } };
export const OverseasVip: Story = { parameters: { page: overseas(overseasVipUser) } };
export const OverseasPro: Story = { parameters: { page: overseas(overseasProUser) } };
export const Loading: Story = {
  parameters: { page: { region: 'cn', user: freeUser, routes: { 'GET /api/pay/type/list': 'hang' } } },
};
export const CatalogueUnavailable: Story = {
  parameters: {
    page: {
      region: 'cn',
      user: freeUser,
      routes: {
        'GET /api/pay/type/list': { code: 500, data: null, msg: '服务器错误，请稍后再试。' },
        'GET /api/user/vipInfo': { code: 500, data: null, msg: '' },
      },
    },
  },
};
