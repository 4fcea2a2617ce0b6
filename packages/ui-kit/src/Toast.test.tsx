import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ToastApi, useToast } from './Toast';
import { renderWithI18n } from './test-utils';

/** Hands the toast api of the surrounding provider to the test. */
function Capture({ onReady }: { onReady: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onReady(api);
  }, [api, onReady]);
  return null;
}

function setup() {
  let api: ToastApi | undefined;
  renderWithI18n(
    <Capture
      onReady={(value) => {
        api = value;
      }}
    />,
  );
  if (!api) throw new Error('toast api not captured');
  return api;
}

const texts = () => Array.from(document.querySelectorAll('.fw-toast')).map((el) => el.textContent);

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in a labelled region; info and success are status, error and warning alert', () => {
    const toast = setup();
    act(() => {
      toast.show({ type: 'success', text: '复制成功' });
      toast.show({ type: 'error', text: '请求出错' });
    });
    expect(screen.getByRole('region', { name: '通知' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('复制成功');
    expect(screen.getByRole('alert')).toHaveTextContent('请求出错');
    expect(screen.getByRole('alert')).toHaveClass('fw-toast--error');
  });

  it('removes each toast after 3 s', () => {
    const toast = setup();
    act(() => {
      toast.show({ type: 'info', text: '第一条' });
    });
    act(() => vi.advanceTimersByTime(1000));
    act(() => {
      toast.show({ type: 'info', text: '第二条' });
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(texts()).toEqual(['第一条', '第二条']);
    act(() => vi.advanceTimersByTime(1));
    expect(texts()).toEqual(['第二条']);
    act(() => vi.advanceTimersByTime(1000));
    expect(texts()).toEqual([]);
  });

  it('keeps at most 5: the oldest leaves when a 6th arrives, the others keep their clocks', () => {
    const toast = setup();
    act(() => {
      for (let i = 1; i <= 5; i++) toast.show({ type: 'info', text: `消息 ${i}` });
    });
    expect(texts()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      toast.show({ type: 'warning', text: '消息 6' });
    });
    expect(texts()).toEqual(['消息 2', '消息 3', '消息 4', '消息 5', '消息 6']);
    act(() => vi.advanceTimersByTime(2500));
    expect(texts()).toEqual(['消息 6']);
  });

  it('offers an action button that runs and dismisses, and stays as long as asked', () => {
    const api = setup();
    const onClick = vi.fn();
    act(() => {
      api.show({ type: 'success', text: 'Your video is ready', action: { label: 'View', onClick }, duration: 8000 });
    });
    act(() => vi.advanceTimersByTime(5000));
    const button = screen.getByRole('button', { name: 'View' });
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(texts()).toEqual([]);
  });

  it('dismisses by id', () => {
    const toast = setup();
    let id = 0;
    act(() => {
      id = toast.show({ type: 'info', text: '可关闭' });
    });
    act(() => toast.dismiss(id));
    expect(texts()).toEqual([]);
  });

  it('refuses to work outside a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture onReady={() => {}} />)).toThrow(/ToastProvider/);
  });
});
