import type { KyselyPlugin } from 'kysely';
import type { Db } from '../db/schema';

/** db with every statement counted in `sent.n` (how many round trips a request costs). */
export function countingStatements(db: Db): { db: Db; sent: { n: number } } {
  const sent = { n: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      sent.n++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), sent };
}
