import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from './setup';
import { Trans } from './trans';

describe('Trans', () => {
  it('puts each language’s link text inside the named element, in that language’s order', () => {
    for (const language of ['zh', 'en', 'ja'] as const) {
      const t = createI18n({ language }).getFixedT(null, 'auth');
      const { container, unmount } = render(
        <Trans
          t={t}
          i18nKey="google.legal"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
            terms: <a href="/terms" />,
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
            privacy: <a href="/privacy" />,
          }}
        />,
      );
      const links = [...container.querySelectorAll('a')];
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['/terms', '/privacy']);
      expect(links.every((a) => (a.textContent ?? '').length > 0)).toBe(true);
      expect(container.textContent).not.toMatch(/[<>]/);
      unmount();
    }
  });

  it('keeps the text of an unknown tag and renders a self-closing one', () => {
    const t = ((key: string) => key) as never;
    const { container } = render(
      <Trans t={t} i18nKey={'a <x>kept</x> <br/> b <hr/>' as never} components={{ hr: <hr /> }} />,
    );
    expect(container.innerHTML).toBe('a kept  b <hr>');
  });
});
