import { createI18n, I18nProvider } from '@framewise/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GalleryTags } from './GalleryTags';

function renderTags(tags: Parameters<typeof GalleryTags>[0]['tags']) {
  return render(
    <I18nProvider i18n={createI18n({ language: 'en' })}>
      <GalleryTags tags={tags} value={null} onChange={() => {}} />
    </I18nProvider>,
  );
}

describe('GalleryTags', () => {
  it('holds the row of chips while the tags load, so the grid below does not move when they come', () => {
    const { container } = renderTags(null);
    expect(container.querySelector('.fw-gallery-tags--pending')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows no row at all when there are no tags', () => {
    const { container } = renderTags([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows "All" first, then each tag, with the chosen one pressed', () => {
    renderTags([{ id: 'landscape', name: 'Landscape' }]);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Landscape']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});
