import fs from 'node:fs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { verifyInvoiceChain } from '../server/invoices/verifactu/verify-chain';

// npm run invoices:verify — re-computes every VERI*FACTU record's huella and its chain, and says
// where the first break is (exit code 1), on the database the store uses (DATABASE_URL or PGlite).

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const result = await verifyInvoiceChain(database.db);
await database.close();
if (result.ok) {
  console.log(`Cadena VERI*FACTU correcta: ${result.records} registro(s) comprobado(s).`);
} else {
  const { first_break: broken } = result;
  console.error(`Cadena VERI*FACTU rota en el registro ${broken!.record_id} (factura ${broken!.invoice_number}): ${broken!.problem}.`);
  process.exitCode = 1;
}
