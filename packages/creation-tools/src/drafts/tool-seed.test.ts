import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { clearToolSeed, readToolSeed, toolSeedKey, useToolSeed, writeToolSeed } from './tool-seed';

const image = { key: 'upload/u-tools-1/cat.png', url: '/api/storage/private/upload/u-tools-1/cat.png?sig=1' };

describe('tool seeds', () => {
  it('stores a seed per tool in session storage and clears it', () => {
    writeToolSeed('upscale', { media: { ...image, kind: 'image' }, target: '2x', creativity: 0.4 });
    writeToolSeed('lipsync', { level: 3 });
    expect(readToolSeed('upscale')).toEqual({ media: { ...image, kind: 'image' }, target: '2x', creativity: 0.4 });
    expect(readToolSeed('lipsync')).toEqual({ level: 3 });
    clearToolSeed('upscale');
    expect(readToolSeed('upscale')).toBeNull();
    expect(readToolSeed('lipsync')).toEqual({ level: 3 });
  });

  it('keeps only the well-formed fields of what it finds', () => {
    sessionStorage.setItem(
      toolSeedKey('upscale'),
      JSON.stringify({ media: { key: image.key, url: image.url, kind: 'audio' }, target: 7, creativity: 'high' }),
    );
    expect(readToolSeed('upscale')).toEqual({});
    sessionStorage.setItem(toolSeedKey('lipsync'), '{not json');
    expect(readToolSeed('lipsync')).toBeNull();
    sessionStorage.setItem(
      toolSeedKey('lipsync'),
      JSON.stringify({ media: { key: '', url: image.url, kind: 'image' } }),
    );
    expect(readToolSeed('lipsync')).toEqual({});
  });

  it('gives the form the seed once: it is removed after the first mount, strict mode included', () => {
    writeToolSeed('upscale', { target: '4k' });
    const first = renderHook(() => useToolSeed('upscale'), { wrapper: StrictMode });
    expect(first.result.current).toEqual({ target: '4k' });
    expect(sessionStorage.getItem(toolSeedKey('upscale'))).toBeNull();
    // A re-render keeps what the form started from.
    act(() => first.rerender());
    expect(first.result.current).toEqual({ target: '4k' });
    first.unmount();

    const second = renderHook(() => useToolSeed('upscale'));
    expect(second.result.current).toBeNull();
  });
});
