/**
 * What each public page downloads before it can respond (issue 14, "Pages light on phones"):
 * `node --import tsx scripts/bundle-report.ts [buildDir]` (default `build`) after
 * `BUILD_DIR=<buildDir> npx react-router build`. Prints the gzip JavaScript and CSS of every
 * public route and exits 1 when a public route loads zod or admin code, or /store is over 150 KB.
 */
import { analyseBundles, formatReport } from './bundle-report/analyse';
import { readBuild } from './bundle-report/read-build';

const buildDir = process.argv[2] ?? 'build';
const report = analyseBundles(readBuild(buildDir));
console.log(formatReport(report));
if (report.failures.length > 0) {
  console.error(`\n${report.failures.length} problem(s):\n- ${report.failures.join('\n- ')}`);
  process.exit(1);
}
