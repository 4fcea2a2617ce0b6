import { textBlocks } from './text-blocks';

/** A translated long text as paragraphs, bullet lists and numbered steps. */
export function TextBlocks({ text }: { text: string }) {
  return (
    <>
      {textBlocks(text).map((block) => {
        if (block.kind === 'paragraph') return <p key={block.id}>{block.text}</p>;
        // Items of one list are distinct sentences: the text is the identity.
        const items = block.items.map((item) => <li key={item}>{item}</li>);
        return block.kind === 'steps' ? <ol key={block.id}>{items}</ol> : <ul key={block.id}>{items}</ul>;
      })}
    </>
  );
}
