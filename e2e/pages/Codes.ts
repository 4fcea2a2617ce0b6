import { expect, type Page } from '@playwright/test';

/** Creates gift / activation codes on the running server through its test hook (FRAMEWISE_TEST_HOOKS=1 only). */
export async function createPointsCode(page: Page, points: number): Promise<string> {
  const res = await page.request.post('/api/test/codes', { data: { count: 1, points } });
  const body = await res.json();
  expect(body.code, body.msg).toBe(0);
  return body.data.codes[0] as string;
}

/** The points total the header's account menu shows. */
export async function headerPoints(page: Page): Promise<number> {
  const text = await page.getByRole('banner').locator('.fw-auth-points').first().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}
