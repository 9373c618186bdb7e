import type { StatusReply } from '../../../common/status/contracts';
import type { Database } from '../../db/client';

export interface StatusCheck {
  httpStatus: 200 | 503;
  body: StatusReply;
}

/** Asks the database for a trivial answer within `timeoutMs`; never throws. */
export async function checkStatus(
  database: Database,
  options: { timeoutMs: number; version: string; now: () => Date },
): Promise<StatusCheck> {
  let isDatabaseUp = true;
  try {
    await database.ping(options.timeoutMs);
  } catch {
    isDatabaseUp = false;
  }
  const body: StatusReply = {
    status: isDatabaseUp ? 'success' : 'error',
    database: isDatabaseUp ? 'connected' : 'disconnected',
    api: isDatabaseUp ? 'operational' : 'degraded',
    server: 'online',
    // Sign-in needs the database: it is only as available as the database is.
    authentication: isDatabaseUp ? 'operational' : 'unavailable',
    timestamp: options.now().toISOString(),
    message: isDatabaseUp
      ? 'Todos los sistemas funcionan correctamente'
      : 'La base de datos no responde',
    version: options.version,
  };
  return { httpStatus: isDatabaseUp ? 200 : 503, body };
}
