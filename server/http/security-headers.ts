import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

const POLICY = {
  defaultSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const OTHER_HEADERS: SecureHeadersOptions = {
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
};

/** Answers with no inline script of ours: the API (its docs page loads files only), built assets and stored files. */
const NO_INLINE_SCRIPT = /^\/(api|assets|storage)\//;

/**
 * Security headers on every answer. Pages get a CSP with a per-request nonce: the only inline scripts
 * are the ones React Router and the theme bootstrap emit, and both carry the nonce the SSR handler
 * reads from the context. Everything else gets the same policy with scripts from this origin only,
 * without making a nonce nothing would use (a random value on each of the many API requests).
 */
export function securityHeaders(options: { paymentPageOrigin?: string; errorReportOrigin?: string } = {}): MiddlewareHandler {
  // The checkout sends the shopper to the payment provider's page with a form (Redsys) or a redirect
  // after one (a retried payment): form-action names that origin, and no other.
  const formAction = options.paymentPageOrigin ? ["'self'", options.paymentPageOrigin] : POLICY.formAction;
  // With SENTRY_DSN_BROWSER the pages send their errors to that service, and to no other origin.
  const connectSrc = options.errorReportOrigin ? ["'self'", options.errorReportOrigin] : POLICY.connectSrc;
  const pages = secureHeaders({ ...OTHER_HEADERS, contentSecurityPolicy: { ...POLICY, formAction, connectSrc, scriptSrc: ["'self'", NONCE] } });
  const rest = secureHeaders({ ...OTHER_HEADERS, contentSecurityPolicy: { ...POLICY, formAction, connectSrc, scriptSrc: ["'self'"] } });
  return (c, next) => (NO_INLINE_SCRIPT.test(c.req.path) ? rest(c, next) : pages(c, next));
}
