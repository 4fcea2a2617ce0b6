import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalFilingsSlot, publicSecurityLookupUrl } from './LegalFilings';
import { overseasBuild, renderShell } from './test-harness';

const numbers = { icp: '京ICP备2026012345号-1', publicSecurity: '京公网安备11010502030143号' };

describe('legal filing numbers in the footer', () => {
  it('shows both numbers, each linking to the register that issued it', async () => {
    renderShell('/tutorials', { slots: { FooterNotice: legalFilingsSlot(numbers) } });
    await screen.findByRole('heading', { level: 1, name: 'Tutorials' });
    const footer = screen.getByRole('contentinfo');
    const filings = within(footer).getByRole('list', { name: 'Filing numbers' });
    const icp = within(filings).getByRole('link', { name: '京ICP备2026012345号-1' });
    expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(icp).toHaveAttribute('target', '_blank');
    expect(within(filings).getByRole('link', { name: '京公网安备11010502030143号' })).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143',
    );
  });

  it('shows only the number that is set', async () => {
    renderShell('/tutorials', { slots: { FooterNotice: legalFilingsSlot({ icp: numbers.icp, publicSecurity: ' ' }) } });
    await screen.findByRole('heading', { level: 1, name: 'Tutorials' });
    const filings = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Filing numbers' });
    expect(within(filings).getAllByRole('link')).toHaveLength(1);
    expect(within(filings).queryByText(/公网安备/)).not.toBeInTheDocument();
  });

  it('shows nothing when no number is configured', async () => {
    expect(legalFilingsSlot({})).toBeUndefined();
    expect(legalFilingsSlot({ icp: '', publicSecurity: '  ' })).toBeUndefined();
    renderShell('/tutorials', { slots: { FooterNotice: legalFilingsSlot({ icp: '' }) } });
    await screen.findByRole('heading', { level: 1, name: 'Tutorials' });
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/ICP|公网安备/);
    expect(screen.queryByRole('list', { name: 'Filing numbers' })).not.toBeInTheDocument();
  });

  it('never shows in the overseas build, which wires no footer notice', async () => {
    renderShell('/', { build: overseasBuild });
    await screen.findByRole('heading', { level: 1, name: /Turn a sentence/ });
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/ICP|公网安备/);
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: /备/ })).not.toBeInTheDocument();
  });

  it('names the group in Chinese', async () => {
    renderShell('/tutorials', { slots: { FooterNotice: legalFilingsSlot(numbers) }, language: 'zh' });
    expect(await screen.findByRole('list', { name: '备案信息' })).toBeInTheDocument();
  });

  it("opens the public security register's lookup even for a number without its digits", () => {
    expect(publicSecurityLookupUrl('沪公网安备 31010402000001 号')).toBe(
      'https://beian.mps.gov.cn/#/query/webSearch?code=31010402000001',
    );
    expect(publicSecurityLookupUrl('pending')).toBe('https://beian.mps.gov.cn/#/query/webSearch');
  });
});
