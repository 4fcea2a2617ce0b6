import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withLogContext } from './log-context';
import { createLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: createLogger({ logLevel: 'info' }, sink) };
}

describe('log context', () => {
  it('adds the task id to every line written during a run, across awaits, and to none outside it', async () => {
    const { lines, log } = capture();
    await withLogContext({ task: 't-1' }, async () => {
      log.info('claimed');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.child({ engine: 'local' }).warn({ attempt: 1 }, 'engine slow');
    });
    log.info('idle');
    expect(lines.map((l) => [l.msg, l.task])).toEqual([
      ['claimed', 't-1'],
      ['engine slow', 't-1'],
      ['idle', undefined],
    ]);
  });

  it('lets a line name its own value, once', () => {
    const { lines, log } = capture();
    withLogContext({ task: 't-2', requestId: 'r-1' }, () => log.info({ task: 'other' }, 'mine'));
    expect(lines[0]).toMatchObject({ task: 'other', requestId: 'r-1' });
  });
});
