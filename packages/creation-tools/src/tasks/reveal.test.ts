import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealElement } from './reveal';

function elementAt(top: number, height = 200) {
  const element = document.createElement('article');
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + height, left: 0, right: 300, width: 300, height, x: 0, y: top }) as DOMRect;
  element.scrollIntoView = vi.fn();
  return element;
}

function motion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

afterEach(() => vi.unstubAllGlobals());

describe('revealing a new task card', () => {
  it('scrolls a card below the fold to the middle of the screen, smoothly', () => {
    motion(false);
    const card = elementAt(1300);
    expect(revealElement(card)).toBe(true);
    expect(card.scrollIntoView).toHaveBeenCalledWith({ block: 'center', inline: 'nearest', behavior: 'smooth' });
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    motion(true);
    const card = elementAt(1300);
    revealElement(card);
    expect(card.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('leaves a card that is already on screen where it is', () => {
    motion(false);
    const card = elementAt(100);
    expect(revealElement(card)).toBe(false);
    expect(card.scrollIntoView).not.toHaveBeenCalled();
  });
});
