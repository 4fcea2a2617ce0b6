import type { AppContext } from '../../http';
import { generationRuntime } from '../generation';
import { storageService } from '../storage';
import { examplesAssetsDir } from './assets';
import { type SeedReport, seedExamples } from './seed';

export interface ExampleSeeding {
  /** The report, or undefined when seeding failed (logged; the next start tries again). */
  done: Promise<SeedReport | undefined>;
  /** Stops waiting for examples still running and resolves once seeding has let go of the database. */
  stop(): Promise<void>;
}

/**
 * Seeds the examples in the background of a starting server (SEED_EXAMPLES, default on), so the start is not
 * delayed: the server answers at once and the gallery fills as the worker finishes each example.
 */
export function startExampleSeeding(
  ctx: AppContext,
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void },
): ExampleSeeding {
  const controller = new AbortController();
  const done = (async (): Promise<SeedReport | undefined> => {
    try {
      const report = await seedExamples({
        ctx,
        runtime: generationRuntime(ctx),
        storage: storageService(ctx),
        assetsDir: examplesAssetsDir(),
        signal: controller.signal,
      });
      if (report.made.length > 0 || report.skipped.length > 0) log.info(report, 'example works seeded');
      return report;
    } catch (error) {
      log.error({ err: error }, 'seeding the example works failed; the next start tries again');
      return undefined;
    }
  })();
  const seeding: ExampleSeeding = {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
  return seeding;
}
