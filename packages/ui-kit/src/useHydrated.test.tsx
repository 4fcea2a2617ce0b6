import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <span>{useHydrated() ? 'browser' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false in the server render and true in a browser render', () => {
    expect(renderToString(<Probe />)).toContain('server');
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
