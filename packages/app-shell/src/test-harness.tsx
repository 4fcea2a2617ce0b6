import { render } from '@testing-library/react';
import { createShellPreview, overseasPreviewBuild, type ShellPreviewOptions } from './ShellPreview';

export const overseasBuild = overseasPreviewBuild;

/** Renders the real route table in memory (English) and returns the router and the store to assert on. */
export function renderShell(url: string, options: Omit<ShellPreviewOptions, 'url'> = {}) {
  const preview = createShellPreview({ url, ...options });
  return { ...render(preview.element), router: preview.router, store: preview.store };
}
