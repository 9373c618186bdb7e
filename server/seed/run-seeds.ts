import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { SCHEMA_LOCK_KEY } from '../db/migrate';
import { seedRuns } from '../db/schema';
import type { Logger } from '../logger';
import { seedAdBanners } from './ad-banners';

export interface SeedStep {
  /** Recorded in seed_runs; never rename a step that has shipped. */
  name: string;
  /** Demo data is skipped when SEED_DEMO_DATA=false; essentials always run. */
  isDemo: boolean;
  run(db: Db): Promise<void>;
}

export const SEED_STEPS: SeedStep[] = [{ name: '2026-11-ad-banners', isDemo: true, run: seedAdBanners }];

/** Runs every seed step that has not run on this database yet, each in its own transaction. */
export async function runSeeds(
  database: Database,
  options: { includeDemo: boolean; logger?: Logger; steps?: SeedStep[] },
): Promise<string[]> {
  const ran: string[] = [];
  await database.withLock(SCHEMA_LOCK_KEY, async (db) => {
    for (const step of options.steps ?? SEED_STEPS) {
      if (step.isDemo && !options.includeDemo) continue;
      const done = await db.select().from(seedRuns).where(eq(seedRuns.name, step.name));
      if (done.length > 0) continue;
      await db.transaction(async (tx) => {
        await step.run(tx as unknown as Db);
        await tx.insert(seedRuns).values({ name: step.name });
      });
      ran.push(step.name);
      options.logger?.info({ step: step.name }, 'seed step applied');
    }
  });
  return ran;
}
