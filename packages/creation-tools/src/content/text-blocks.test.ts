import { describe, expect, it } from 'vitest';
import { textBlocks } from './text-blocks';

describe('textBlocks', () => {
  it('splits paragraphs, bullets and numbered steps', () => {
    expect(
      textBlocks('Intro line.\n\n- one\n- two\n\nMiddle.\n1. first\n2、second\n\nEnd.').map(({ id, ...b }) => b),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro line.' },
      { kind: 'bullets', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'Middle.' },
      { kind: 'steps', items: ['first', 'second'] },
      { kind: 'paragraph', text: 'End.' },
    ]);
  });

  it('joins wrapped lines of one paragraph and ignores extra blank lines', () => {
    expect(textBlocks('a\nb\n\n\n\nc')).toEqual([
      { kind: 'paragraph', text: 'a b', id: 'b0' },
      { kind: 'paragraph', text: 'c', id: 'b1' },
    ]);
  });
});
