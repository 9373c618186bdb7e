import fs from 'node:fs';
import path from 'node:path';
import { backupDestinationFrom } from '../server/backup/backup-destination';
import { pruneBackups, takeBackup } from '../server/backup/take-backup';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { pgliteOwner } from '../server/db/pglite-owner';
import { fileStorageFrom } from '../server/storage/storage-from-config';

// npm run backup [-- --prune] — the whole database (PostgreSQL: pg_dump's custom format from one
// snapshot; PGlite: its data directory) and the stored files' manifest, to BACKUP_DIR (default
// DATA_DIR/backups) or the private bucket of BACKUP_URL. --prune then applies the nightly job's
// retention rule (7 daily, 5 weekly, 12 monthly). docs/operations.md, "Copias de seguridad".

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const prune = process.argv.includes('--prune');

if (!config.DATABASE_URL) {
  const dataDir = path.join(config.dataDir, 'pglite');
  const owner = pgliteOwner(dataDir);
  if (owner) {
    console.error(
      `La tienda está en marcha con la base de datos integrada de ${dataDir} (proceso ${owner}), y PGlite no admite un segundo proceso.\n` +
        'La copia la hace la propia tienda: cada noche (03:00 UTC) y cuando se pulsa «Hacer una copia ahora» en /admin. ' +
        'O detén la tienda y repite npm run backup.',
    );
    process.exit(3);
  }
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.error(`No hay ninguna base de datos en ${dataDir}: nada que copiar (¿DATA_DIR o DATABASE_URL?).`);
    process.exit(2);
  }
}

const destination = backupDestinationFrom(config);
const database = await openDatabase(config);
try {
  const manifest = await takeBackup({ database, databaseUrl: config.DATABASE_URL, storage: fileStorageFrom(config) }, destination);
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Copia ${manifest.name} en ${destination.where}:`);
  console.log(`  base de datos (${manifest.database.kind}, ${manifest.database.migrations.last ?? 'sin migraciones'}): ${rows} filas en ${Object.keys(manifest.database.tables).length} tablas, ${(manifest.archive.bytes / 1024 / 1024).toFixed(1)} MB comprimida`);
  console.log(`  manifiesto de archivos: ${manifest.files.count} archivos (${(manifest.files.bytes / 1024 / 1024).toFixed(1)} MB) en el almacenamiento ${manifest.files.storage}`);
  if (prune) {
    const removed = await pruneBackups(destination);
    console.log(removed.length > 0 ? `  borradas por la regla de conservación: ${removed.join(', ')}` : '  ninguna copia anterior sobra según la regla de conservación');
  }
} catch (err) {
  console.error('La copia de seguridad falló:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
