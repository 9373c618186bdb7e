import fs from 'node:fs';
import { loadConfig } from '../server/config';
import { copyLocalFilesToBucket } from '../server/storage/copy-to-bucket';
import { bucketStorageFrom, localStorageRoot } from '../server/storage/storage-from-config';

// npm run storage:migrate — the files of DATA_DIR/storage into the bucket of STORAGE_URL, once each.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const bucket = bucketStorageFrom(config);
if (!bucket) {
  console.error('STORAGE_URL is not set: say which bucket to copy to (s3://bucket/prefix, with STORAGE_ENDPOINT and the keys).');
  process.exit(2);
}
const root = localStorageRoot(config);
console.log(`Copying ${root} to ${config.STORAGE_URL} …`);
const report = await copyLocalFilesToBucket(root, bucket, (key, copied) => {
  if (copied) console.log(`  copied ${key}`);
});
console.log(`Done: ${report.copied} copied, ${report.alreadyThere} already in the bucket.`);
