/**
 * Whether an error says the database cannot be reached or is going away (stopped, restarting,
 * network cut), rather than that a query was wrong: the request can be answered later, so it is a
 * 503 with Retry-After, never a 500. Drizzle wraps the driver's error in `cause`.
 */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now).
const SQLSTATE = /^(08\d{3}|57P0[1-3])$/;
const MESSAGES = /Connection terminated|PGlite is closed|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|database is closed|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
