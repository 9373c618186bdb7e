import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupDestinationFrom } from '../server/backup/backup-destination';
import { BackupManifest } from '../server/backup/backup-manifest';
import { ARCHIVE_SUFFIX, MANIFEST_SUFFIX } from '../server/backup/backup-names';
import { restoreBackup, RestoreRefused } from '../server/backup/restore-backup';
import { loadConfig } from '../server/config';

// npm run restore <file> [-- --force] — a backup into an empty database: with DATABASE_URL an empty
// PostgreSQL database (createdb), without it a DATA_DIR with no database yet. A target with tables
// or a data directory is refused unless --force (PGlite's is moved aside, PostgreSQL's dropped).
// <file> is an archive on this machine (its manifest beside it is used when there) or the name of
// a backup in BACKUP_DIR / BACKUP_URL. Then the migrations up to this version and the invoice
// chain's verification. docs/operations.md, "Copias de seguridad".

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const args = process.argv.slice(2);
// `npm run restore x --force` gives --force to npm itself, which passes it on as npm_config_force.
const force = args.includes('--force') || process.env.npm_config_force === 'true';
const given = args.find((arg) => !arg.startsWith('--'));
if (!given) {
  console.error('Uso: npm run restore <archivo.backup | nombre de la copia> [-- --force]');
  process.exit(2);
}
const config = loadConfig();

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-restore-'));
try {
  let archive = path.resolve(given);
  let manifestText: string | null = null;
  if (fs.existsSync(archive)) {
    const beside = archive.endsWith(ARCHIVE_SUFFIX) ? `${archive.slice(0, -ARCHIVE_SUFFIX.length)}${MANIFEST_SUFFIX}` : null;
    manifestText = beside && fs.existsSync(beside) ? fs.readFileSync(beside, 'utf8') : null;
  } else {
    // A backup's name in the destination: tienda-diverso-2026-11-29T0300Z(.backup)
    const destination = backupDestinationFrom(config);
    const name = path.basename(given).replace(/\.(backup|json)$/, '');
    archive = path.join(work, `${name}${ARCHIVE_SUFFIX}`);
    if (!(await destination.getFile(`${name}${ARCHIVE_SUFFIX}`, archive))) {
      throw new RestoreRefused(`No existe ${given}, ni como archivo ni como copia en ${destination.where}.`);
    }
    manifestText = await destination.getText(`${name}${MANIFEST_SUFFIX}`);
  }
  const manifest = manifestText ? BackupManifest.parse(JSON.parse(manifestText)) : null;
  if (!manifest) console.warn('Sin manifiesto: no se comprobarán la integridad del archivo ni las filas por tabla.');

  const target = config.DATABASE_URL ? ({ kind: 'postgres', url: config.DATABASE_URL } as const) : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') } as const);
  const report = await restoreBackup(archive, target, { manifest, force });
  if (report.replaced) console.log(target.kind === 'pglite' ? `La base de datos anterior se apartó a ${report.replaced}.` : `Destino vaciado: ${report.replaced}.`);
  const rows = Object.values(report.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Restaurada ${manifest?.name ?? path.basename(archive)}: ${rows} filas en ${Object.keys(report.tables).length} tablas.`);
  if (manifest) {
    console.log(report.differences.length === 0 ? '  Filas por tabla: iguales a las del manifiesto.' : '  Filas distintas del manifiesto:');
    for (const d of report.differences) console.log(`    ${d.table}: ${d.restored} (la copia dice ${d.expected})`);
  }
  const { before, after } = report.migrations;
  console.log(before.applied === after.applied ? `  Migraciones: ${after.last} (la de esta versión).` : `  Migrada de ${before.last} a ${after.last}.`);
  console.log(report.chain.ok ? `  Cadena VERI*FACTU correcta: ${report.chain.records} registro(s).` : `  Cadena VERI*FACTU ROTA en la factura ${report.chain.first_break?.invoice_number}: ${report.chain.first_break?.problem}.`);
  if (!report.chain.ok || report.differences.length > 0) process.exitCode = 1;
} catch (err) {
  if (err instanceof RestoreRefused) {
    console.error(err.message);
    process.exitCode = 3;
  } else {
    console.error('La restauración falló:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
