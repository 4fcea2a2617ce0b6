import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyPointsBreakdown, PointsBreakdown } from './PointsBreakdown';
import { freeUser, vipUser } from './test-utils/fixtures';
import { renderPayments } from './test-utils/render';

const row = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('PointsBreakdown', () => {
  it('shows the total and each bucket with when it expires', () => {
    renderPayments(<PointsBreakdown balance={{ permanent: 100, vip: 1500, daily: 20 }} />);
    expect(screen.getByText('1620')).toBeInTheDocument();
    expect(within(row("Today's points")).getByText('Expire at 24:00')).toBeInTheDocument();
    expect(within(row("Today's points")).getByText('20')).toBeInTheDocument();
    expect(within(row('Membership points')).getByText('Expire at month end')).toBeInTheDocument();
    expect(within(row('Membership points')).getByText('1500')).toBeInTheDocument();
    expect(within(row('Permanent points')).getByText('Never expire')).toBeInTheDocument();
    expect(within(row('Permanent points')).getByText('100')).toBeInTheDocument();
  });

  it('speaks Chinese and Japanese', () => {
    const zh = renderPayments(<PointsBreakdown balance={{ permanent: 1, vip: 2, daily: 3 }} />, { language: 'zh' });
    expect(screen.getByText('月底过期')).toBeInTheDocument();
    expect(screen.getByText('24:00 过期')).toBeInTheDocument();
    zh.unmount();
    renderPayments(<PointsBreakdown balance={{ permanent: 1, vip: 2, daily: 3 }} />, { language: 'ja' });
    expect(screen.getByText('月末に失効')).toBeInTheDocument();
    expect(screen.getByText('24:00 に失効')).toBeInTheDocument();
  });

  it("reads the logged-in user's buckets from the store, and shows nothing to a visitor", () => {
    const member = renderPayments(<MyPointsBreakdown compact />, { user: vipUser });
    expect(screen.getByRole('region', { name: 'My points' })).toHaveClass('fw-pay-points--compact');
    expect(screen.getByText('1620')).toBeInTheDocument();
    member.unmount();
    const visitor = renderPayments(<MyPointsBreakdown />);
    expect(visitor.container).toBeEmptyDOMElement();
    visitor.unmount();
    renderPayments(<MyPointsBreakdown />, { user: freeUser });
    expect(screen.getByText('120')).toBeInTheDocument();
  });
});
