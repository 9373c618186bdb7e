/** The HTTP targets: each measured on the app and on its same-bytes ceiling, and the targets for them. */
import { measure, problems, record, round, startCeiling, type Measurement } from './load';
import { atLeast, below, exactly, figure, printMeasurement, type Figure } from './report';
import { settings, type DatabaseKind } from './settings';

export interface HttpTarget {
  name: string;
  description: string;
  path: string;
  headers: Record<string, string>;
  /** How its figures are named (default: the path). */
  label?: string;
  /** The targets; a target without them is measured and recorded only. */
  goals?: { shareOfCeilingPercent: number; p99BelowMs?: number; noErrors?: boolean };
}

/** What Chromium sends; a kept page answers gzip to it without compressing (decision record 12). */
const AS_BROWSERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const PRODUCT_LIST_GOALS = { shareOfCeilingPercent: 40, p99BelowMs: 25, noErrors: true };

export const HTTP_TARGETS: HttpTarget[] = [
  { name: 'status', description: 'GET /api/status (JSON, database check)', path: '/api/status', headers: {} },
  { name: 'home', description: 'GET / (SSR HTML, compressed as browsers ask)', path: '/', headers: AS_BROWSERS },
  {
    name: 'products',
    description: 'GET /api/products?per_page=12 (JSON)',
    path: '/api/products?per_page=12',
    headers: {},
    goals: PRODUCT_LIST_GOALS,
  },
  {
    name: 'products-filtered',
    description: 'GET /api/products filtered by category and size, by price, with facets (JSON)',
    path: '/api/products?category_id=1&size=M&sort_by=price&sort_direction=asc&per_page=12',
    headers: {},
    label: '/api/products filtered',
    goals: PRODUCT_LIST_GOALS,
  },
  {
    name: 'product-api',
    description: 'GET /api/products/{slug} with related products (JSON)',
    path: '/api/products/camisa-oxford-de-oficina',
    headers: {},
  },
  { name: 'store', description: 'GET /store (SSR HTML, compressed as browsers ask)', path: '/store', headers: AS_BROWSERS, label: '/store', goals: { shareOfCeilingPercent: 25 } },
  {
    name: 'product-page',
    description: 'GET /store/products/{slug} (SSR HTML, compressed as browsers ask)',
    path: '/store/products/camisa-oxford-de-oficina',
    headers: AS_BROWSERS,
  },
];

export interface HttpResult {
  database: DatabaseKind;
  name: string;
  description: string;
  path: string;
  requestHeaders: Record<string, string>;
  responseBytes: number;
  app: Measurement;
  ceiling: Measurement;
  /** App requests per second as a share of the ceiling's, in %. */
  shareOfCeilingPercent: number;
}

export async function measureHttpTarget(baseUrl: string, target: HttpTarget, database: DatabaseKind): Promise<HttpResult> {
  const url = `${baseUrl}${target.path}`;
  const recorded = await record(url, target.headers);
  if (recorded.status !== 200) throw new Error(`${target.path} answered ${recorded.status}, not 200`);
  console.log(`\n${target.description}`);
  const app = await measure(url, { headers: target.headers });
  printMeasurement('app', app);
  const ceilingServer = await startCeiling(recorded);
  let ceiling: Measurement;
  try {
    ceiling = await measure(`${ceilingServer.baseUrl}${target.path}`, { headers: target.headers });
  } finally {
    await ceilingServer.stop();
  }
  printMeasurement('ceiling', ceiling);
  return {
    database,
    name: target.name,
    description: target.description,
    path: target.path,
    requestHeaders: target.headers,
    responseBytes: Buffer.from(recorded.bodyBase64, 'base64').length,
    app,
    ceiling,
    shareOfCeilingPercent: round((100 * app.requestsPerSecond) / ceiling.requestsPerSecond, 1),
  };
}

export function httpFigures(result: HttpResult, target: HttpTarget): Figure[] {
  const { goals } = target;
  if (!goals) return [];
  const label = target.label ?? target.path;
  return [
    figure(result.database, `${label} share of ceiling`, result.shareOfCeilingPercent, '%', atLeast(goals.shareOfCeilingPercent, ' %')),
    ...(goals.p99BelowMs ? [figure(result.database, `${label} p99`, result.app.latencyMs.p99, 'ms', below(goals.p99BelowMs, ' ms'))] : []),
    ...(goals.noErrors ? [figure(result.database, `${label} errors at ${settings.connections} connections`, problems(result.app), '', exactly(0))] : []),
  ];
}
