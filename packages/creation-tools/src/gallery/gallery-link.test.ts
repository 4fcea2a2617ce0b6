import { describe, expect, it } from 'vitest';
import { galleryLinkOf, withWorkParam } from './gallery-link';

describe('gallery links', () => {
  it('opens a work in the gallery', () => {
    expect(galleryLinkOf('abc-123')).toBe('/gallery?work=abc-123');
    expect(galleryLinkOf('a b&c', 'https://framewise.example')).toBe('https://framewise.example/gallery?work=a+b%26c');
  });

  it('opens and closes the detail without touching other parameters', () => {
    const opened = withWorkParam(new URLSearchParams('tag=anime&sort=hot'), 'w1');
    expect(opened.toString()).toBe('tag=anime&sort=hot&work=w1');
    expect(withWorkParam(opened, null).toString()).toBe('tag=anime&sort=hot');
  });
});
