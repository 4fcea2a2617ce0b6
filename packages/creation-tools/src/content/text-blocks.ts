/**
 * Long translated texts (guides, legal pages) are plain strings: paragraphs separated by a blank line, bullet
 * lists with lines starting "- ", numbered steps with lines starting "1. ". This turns them into blocks to render.
 */
type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; items: string[] };

/** A block with its position in the text, which identifies it when rendered. */
type PlacedBlock = TextBlock & { id: string };

const BULLET = /^[-•]\s+/;
const STEP = /^\d+[.、]\s*/;

export function textBlocks(text: string): PlacedBlock[] {
  const blocks: TextBlock[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    const last = blocks[blocks.length - 1];
    if (line === '') {
      // A blank line ends the current block; the next line starts a new one.
      if (last && last.kind === 'paragraph' && last.text !== '') blocks.push({ kind: 'paragraph', text: '' });
      continue;
    }
    const kind = BULLET.test(line) ? 'bullets' : STEP.test(line) ? 'steps' : 'paragraph';
    if (kind === 'paragraph') {
      if (last && last.kind === 'paragraph' && last.text !== '') last.text = `${last.text} ${line}`;
      else if (last && last.kind === 'paragraph') last.text = line;
      else blocks.push({ kind: 'paragraph', text: line });
      continue;
    }
    const item = line.replace(kind === 'bullets' ? BULLET : STEP, '');
    if (last && last.kind === kind) last.items.push(item);
    else blocks.push({ kind, items: [item] });
  }
  return blocks.filter((b) => b.kind !== 'paragraph' || b.text !== '').map((b, i) => ({ ...b, id: `b${i}` }));
}
