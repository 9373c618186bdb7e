import { statusEndpoints } from '../../../common/status/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { AlternateReply, serve } from '../route-kit';
import { checkStatus } from './service';

export function registerStatusRoutes(app: ApiApp, deps: ApiDeps) {
  serve(app, deps, statusEndpoints['GET /status'], async (_input, c) => {
    const result = await checkStatus(deps.database, { timeoutMs: deps.dbCheckTimeoutMs, version: deps.version, now: deps.now });
    c.header('Cache-Control', 'no-store');
    return result.httpStatus === 200 ? result.body : new AlternateReply(result.httpStatus, result.body);
  });
}
