// What leaves the store in an error report (issue 35): the error and where it happened, never who.
// Used by the server's reports and the pages' (both send to a Sentry-compatible service), so it
// has no imports. Texts lose e-mail addresses, phone numbers, card and IBAN numbers, bearer tokens
// and long secrets, and URLs their query strings; objects lose whole fields whose name says they
// hold personal data or credentials (an address, a name, a cookie, an Authorization header).

export const SCRUBBED = '[scrubbed]';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** Bearer/Basic credentials as a header value or inside a message. */
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Card numbers and IBANs: 13 to 34 letters and digits in groups. */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,7}(?:[ ]?[A-Z0-9]{1,4})?\b/g;
const CARD = /\b(?:\d[ -]?){13,19}\b/g;
/** Phone numbers: nine digits or more, with an optional + and spaces, dots or dashes between. */
const PHONE = /(?<![\w/.-])\+?\d(?:[ .-]?\d){8,14}(?![\w/-])/g;
/** A run of 24 or more letters, digits, '-' or '_': a token, a hash, a session id, a key. */
const LONG_SECRET = /\b[A-Za-z0-9_-]{24,}\b/g;
/** A query string (or fragment) of a URL or a path: `?token=…`, `#…`. */
const QUERY = /(\/[^\s?#"'<>]*|https?:\/\/[^\s?#"'<>]+)[?#][^\s"'<>]*/g;

/** Field names whose value is personal data or a credential, whatever it looks like. */
const SENSITIVE_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|password|pass|passwd|secret|token|access_token|refresh_token|api_key|apikey|session|sessionid|email|e-mail|to|to_address|from|phone|telephone|mobile|address|address_line|street|line1|line2|postal_code|postcode|zip|city|province|name|first_name|last_name|full_name|surname|nif|tax_id|dni|iban|card|card_number|cvc|cvv|pan|ip|ip_address|ipaddress|user_ip|remote_addr|x-forwarded-for|x-real-ip|data|body|query_string|cookies|query)$/i;

/** `text` with personal data and secrets replaced by SCRUBBED. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY, (_match, base: string) => `${base}?${SCRUBBED}`)
    .replace(AUTH_SCHEME, (_match, scheme: string) => `${scheme} ${SCRUBBED}`)
    .replace(EMAIL, SCRUBBED)
    .replace(IBAN, SCRUBBED)
    .replace(CARD, SCRUBBED)
    .replace(PHONE, SCRUBBED)
    .replace(LONG_SECRET, SCRUBBED);
}

/** Whether a field of this name is dropped whole. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/**
 * A deep copy of `value` with sensitive fields replaced and every text scrubbed; a stack frame's
 * file name and function keep their text (they name code, not people). Cycles and depth are cut.
 */
export function scrubValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > 12) return SCRUBBED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSensitiveKey(key)) copy[key] = SCRUBBED;
    else if (CODE_KEYS.has(key) && typeof item === 'string') copy[key] = item;
    else copy[key] = scrubValue(item, depth + 1, seen);
  }
  return copy;
}

/** Fields of a report that name code (stack frames, the event's own ids), kept as they are. */
const CODE_KEYS = new Set(['request_id', 'job_id', 'job', 'filename', 'abs_path', 'function', 'module', 'event_id', 'trace_id', 'span_id', 'platform', 'level', 'type', 'release', 'environment', 'timestamp', 'sent_at', 'dsn', 'logger', 'transaction']);
