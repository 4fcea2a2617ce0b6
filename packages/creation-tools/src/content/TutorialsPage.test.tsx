import { createFakeServer } from '@framewise/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../works/test-utils/render';
import { GUIDES, TutorialsPage } from './TutorialsPage';

const problems = (language: string) => [
  { id: 'refund', question: `Refund? (${language})`, answer: 'Failed tasks refund their points.' },
];

describe('TutorialsPage', () => {
  it('shows every guide with a way into its tool and the common questions of the page language', async () => {
    const server = createFakeServer();
    const fetchJson = server.fetch;
    // The static file is plain JSON, not an envelope.
    const plain: typeof fetch = async (input, init) => {
      const url = String(input);
      const match = /common_problem_(\w+)\.json$/.exec(url);
      if (match) return new Response(JSON.stringify(problems(match[1]!)), { status: 200 });
      return fetchJson(input, init);
    };
    renderPage(<TutorialsPage />, { server: { ...server, fetch: plain }, language: 'ja', path: '/tutorials' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(GUIDES.length);
    expect(screen.getByRole('link', { name: 'リップシンクを開く' })).toHaveAttribute('href', '/lip-sync');
    const question = await screen.findByText('Refund? (ja)');
    await userEvent.click(question);
    expect(screen.getByText('Failed tasks refund their points.')).toBeVisible();
  });

  it('offers a retry when the questions cannot be loaded', async () => {
    let attempts = 0;
    const failing: typeof fetch = async () => {
      attempts += 1;
      return attempts === 1
        ? new Response('not found', { status: 404 })
        : new Response(JSON.stringify(problems('en')), { status: 200 });
    };
    renderPage(<TutorialsPage />, { server: { ...createFakeServer(), fetch: failing }, path: '/tutorials' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Refund? (en)')).toBeInTheDocument();
  });
});
