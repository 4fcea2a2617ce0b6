import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from './react';
import { Trans } from './trans';

/** Links in running text are underlined, so they are told apart without relying on colour (as the app's are). */
const UNDERLINED = { textDecoration: 'underline' } as const;

/** The Google sign-in's legal line: two links whose place in the sentence each language decides. */
function LegalLine() {
  const { t } = useTranslation('auth');
  return (
    <p>
      <Trans
        t={t}
        i18nKey="google.legal"
        components={{
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
          terms: <a href="/terms" style={UNDERLINED} />,
          // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
          privacy: <a href="/privacy" style={UNDERLINED} />,
        }}
      />
    </p>
  );
}

/** A translation with elements inside it; switch the language in the toolbar to see each order. */
const meta = { title: 'i18n/Trans', component: LegalLine } satisfies Meta<typeof LegalLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both links carry their translated text; no tag is left in the sentence. */
export const LinksInSentence: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/terms', '/privacy']);
    await expect(canvasElement.textContent).not.toMatch(/[<>]/);
  },
};
