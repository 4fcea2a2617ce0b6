import { createFakeServer, ok } from '@framewise/api-client/testing';
import { fetchVipInfo } from '@framewise/stores';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAMED_PLAN_TYPES, usePlanName, useVipDisplayName } from './plan-name';
import { freeUser, proUser, vipOf, vipUser } from './test-utils/fixtures';
import { renderPayments } from './test-utils/render';

function PlanNames({ plans }: { plans: { type: string; name: string }[] }) {
  const planName = usePlanName();
  return (
    <ul>
      {plans.map((plan) => (
        <li key={plan.type}>{planName(plan)}</li>
      ))}
    </ul>
  );
}

function VipName() {
  return <p>{useVipDisplayName()}</p>;
}

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('plan names', () => {
  it('names every seeded plan type in each language, by type rather than the server name', () => {
    const plans = NAMED_PLAN_TYPES.map((type) => ({ type, name: 'server name' }));
    const { unmount } = renderPayments(<PlanNames plans={plans} />, { language: 'zh' });
    expect(names()).toEqual(['入门会员', '基础会员', '高级会员', '专业会员', '旗舰会员', '基础版', '标准版', '专业版']);
    unmount();
    renderPayments(<PlanNames plans={plans} />, { language: 'ja' });
    expect(names()).not.toContain('server name');
  });

  it("falls back to the server's name, then the type, for a type it does not know", () => {
    renderPayments(
      <PlanNames
        plans={[
          { type: 'VIP3_ULTRA', name: 'Ultra' },
          { type: 'BLANK', name: ' ' },
        ]}
      />,
      { language: 'zh' },
    );
    expect(names()).toEqual(['Ultra', 'BLANK']);
  });

  it("names the user's highest plan: the user info's until the list loads, then the list's top entry", async () => {
    const server = createFakeServer({ 'GET /api/user/vipInfo': ok(vipOf(proUser)) });
    const { store } = renderPayments(<VipName />, { language: 'zh', user: vipUser, server });
    expect(screen.getByText('高级会员')).toBeInTheDocument();
    await act(() => store.dispatch(fetchVipInfo()));
    expect(screen.getByText('旗舰会员')).toBeInTheDocument();
  });

  it('says VIP when the user holds no named plan', () => {
    renderPayments(<VipName />, { language: 'en', user: freeUser });
    expect(screen.getByText('VIP')).toBeInTheDocument();
  });
});
