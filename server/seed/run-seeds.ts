import { recordOpeningBalances } from '../inventory/stock';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { SCHEMA_LOCK_KEY } from '../db/migrate';
import { seedRuns } from '../db/schema';
import type { Logger } from '../logger';
import { withProgress, type ReportProgress } from '../progress';
import { seedAdBanners } from './ad-banners';
import { seedSearchRules } from './search-rules';
import { seedCoupons } from './coupons';
import { seedDemoBankAccount } from './bank-account';
import { seedDemoInvoiceIssuer } from './invoice-issuer';
import { seedDirectory } from './directory';
import { seedFirstAdmin } from './admin';
import { seedCatalog } from './catalog/seed-catalog';
import type { FileStorage } from '../storage/file-storage';
import { syncRolesAndPermissions } from './roles';
import { transaction } from '../db/transaction';

export interface SeedContext {
  adminEmail?: string;
  adminPassword?: string;
  /** Where generated product pictures go; the catalogue step needs it. */
  storage?: FileStorage;
  now: () => Date;
  announce: (message: string) => void;
  /** Tells how far the running step is; logged every 2 s while it runs. */
  progress: ReportProgress;
}

export interface SeedStep {
  /** Recorded in seed_runs; never rename a step that has shipped. */
  name: string;
  /** Demo data is skipped when SEED_DEMO_DATA=false; essentials always run. */
  isDemo: boolean;
  run(db: Db, context: SeedContext): Promise<void>;
}

export const SEED_STEPS: SeedStep[] = [
  { name: '2026-11-ad-banners', isDemo: true, run: (db) => seedAdBanners(db) },
  { name: '2026-11-demo-coupons', isDemo: true, run: (db) => seedCoupons(db) },
  { name: '2026-11-demo-bank-account', isDemo: true, run: (db) => seedDemoBankAccount(db) },
  { name: '2026-11-demo-invoice-issuer', isDemo: true, run: (db) => seedDemoInvoiceIssuer(db) },
  // Kept so its record stays meaningful; the sync below does the work at every start.
  { name: '2026-11-roles-permissions', isDemo: false, run: (db) => syncRolesAndPermissions(db) },
  {
    name: '2026-11-demo-catalog',
    isDemo: true,
    run: (db, context) => {
      if (!context.storage) throw new Error('The catalogue seed needs a file storage for its pictures');
      return seedCatalog(db, { storage: context.storage, now: context.now(), onProgress: context.progress });
    },
  },
  { name: '2026-11-demo-directory', isDemo: true, run: (db) => seedDirectory(db) },
  { name: '2026-11-demo-search-rules', isDemo: true, run: (db) => seedSearchRules(db) },
  // Units that came in before the stock journal (issue 21) become its opening balance.
  { name: '2026-11-stock-journal-opening', isDemo: false, run: (db) => recordOpeningBalances(db) },
  {
    name: '2026-11-first-admin',
    isDemo: false,
    run: (db, context) =>
      seedFirstAdmin(db, { email: context.adminEmail, password: context.adminPassword, announce: context.announce }),
  },
];

/** Syncs the built-in roles, then runs every seed step that has not run on this database yet, each in its own transaction. */
export async function runSeeds(
  database: Database,
  options: { includeDemo: boolean; logger?: Logger; steps?: SeedStep[]; context?: Partial<SeedContext> },
): Promise<string[]> {
  const context: SeedContext = { announce: (message) => console.warn(message), now: () => new Date(), progress: () => {}, ...options.context };
  const ran: string[] = [];
  await database.withLock(SCHEMA_LOCK_KEY, async (db) => {
    await transaction(db, (tx) => syncRolesAndPermissions(tx));
    for (const step of options.steps ?? SEED_STEPS) {
      if (step.isDemo && !options.includeDemo) continue;
      const done = await db.select().from(seedRuns).where(eq(seedRuns.name, step.name));
      if (done.length > 0) continue;
      // A step taking over 2 s says how far it is while it runs; each says how long it took.
      await withProgress(
        options.logger,
        `seed step ${step.name}`,
        (report) =>
          transaction(db, async (tx) => {
            await step.run(tx, { ...context, progress: report });
            await tx.insert(seedRuns).values({ name: step.name });
          }),
        { logEnd: 'always', endMessage: (took) => `seed step ${step.name} applied in ${took}`, fields: { step: step.name } },
      );
      ran.push(step.name);
    }
  });
  return ran;
}
