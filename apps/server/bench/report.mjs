// Writes benchmark figures into docs/benchmarks.md: a dated row under a section's table, or a whole dated table.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

export const today = () => new Date().toISOString().slice(0, 10);

/** The lines of `## title` up to the next `## ` heading: [start, end) indexes into lines. */
function sectionOf(lines, title) {
  const start = lines.findIndex((l) => l.trim() === `## ${title}`);
  if (start < 0) return undefined;
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end < 0) end = lines.length;
  return [start, end];
}

/** Appends `| row |` after the last table line of section `title` (the row is given without its outer pipes). */
export function appendBenchmarkRow(title, row) {
  const lines = readFileSync(FILE, 'utf8').split('\n');
  const found = sectionOf(lines, title);
  if (!found) throw new Error(`docs/benchmarks.md has no section "## ${title}"`);
  let last = found[1] - 1;
  while (last > found[0] && !lines[last].startsWith('|')) last--;
  lines.splice(last + 1, 0, `| ${row} |`);
  writeFileSync(FILE, lines.join('\n'));
}

/** Appends markdown `block` at the end of section `title` (created at the end of the file when missing). */
export function appendBenchmarkBlock(title, intro, block) {
  const lines = readFileSync(FILE, 'utf8').replace(/\n+$/, '').split('\n');
  const found = sectionOf(lines, title);
  if (!found) {
    lines.push('', `## ${title}`, '', intro);
    lines.push('', ...block.split('\n'));
  } else {
    let end = found[1];
    while (end > found[0] && lines[end - 1].trim() === '') end--;
    lines.splice(end, 0, '', ...block.split('\n'));
  }
  writeFileSync(FILE, `${lines.join('\n')}\n`);
}
