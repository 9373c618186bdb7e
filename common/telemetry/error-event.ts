import { scrubValue } from './scrub';

// An error report in Sentry's published protocol (an "envelope" POSTed to the project's
// /api/<project>/envelope/), which Sentry, GlitchTip, Bugsink and other compatible services take.
// Written here rather than with the SDK: the server and the pages send the same few fields, the
// pages' chunk stays a few hundred bytes, and every field passes through scrubValue on its way out.

export interface ErrorReportDsn {
  /** The service's origin (the CSP's connect-src when the pages report). */
  origin: string;
  projectId: string;
  publicKey: string;
  /** Where envelopes go. */
  envelopeUrl: string;
  /** The DSN as given (the envelope's header names it). */
  dsn: string;
}

/** `https://<key>@<host>[/<path>]/<project>` → its parts; null when it is not a DSN. */
export function parseDsn(dsn: string | undefined | null): ErrorReportDsn | null {
  if (!dsn) return null;
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId) return null;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {
    origin: url.origin,
    projectId,
    publicKey: decodeURIComponent(url.username),
    envelopeUrl: `${url.origin}${prefix}/api/${projectId}/envelope/`,
    dsn: dsn.trim(),
  };
}

export interface StackFrame {
  function?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
}

const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/** The frames of a V8 or Firefox/Safari stack, oldest first (as Sentry lists them). */
export function stackFrames(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n').slice(0, 60)) {
    const match = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!match) continue;
    const filename = match[2]!;
    frames.push({
      ...(match[1] ? { function: match[1] } : {}),
      filename,
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: !filename.includes('node_modules') && !filename.startsWith('node:'),
    });
  }
  return frames.reverse();
}

export interface ErrorReportContext {
  /** 'node' on the server, 'javascript' in the pages. */
  platform: 'node' | 'javascript';
  release?: string;
  environment?: string;
  /** The request's id (X-Request-Id), as the log line has it. */
  requestId?: string;
  /** A background job's name and id. */
  job?: { name: string; id?: string };
  /** The request's method and path (its query string is dropped). */
  request?: { method?: string; url?: string };
  /** Where it was raised: 'api', 'page', 'job', 'browser'. */
  source?: string;
}

function describe(error: unknown): { type: string; value: string; stack?: string } {
  if (error instanceof Error) return { type: error.name || 'Error', value: error.message, stack: error.stack };
  if (typeof error === 'string') return { type: 'Error', value: error };
  try {
    return { type: 'Error', value: JSON.stringify(error) ?? String(error) };
  } catch {
    return { type: 'Error', value: String(error) };
  }
}

/** 32 hex digits, as the protocol's event ids are. */
export function newEventId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}

/** The event of `error`, scrubbed: no user, no headers, no cookies, no bodies, no query strings. */
export function errorEvent(error: unknown, context: ErrorReportContext, now = new Date()): Record<string, unknown> {
  const { type, value, stack } = describe(error);
  const frames = stackFrames(stack);
  const tags: Record<string, string> = {};
  if (context.requestId) tags.request_id = context.requestId;
  if (context.job) {
    tags.job = context.job.name;
    if (context.job.id) tags.job_id = context.job.id;
  }
  if (context.source) tags.source = context.source;
  const event = {
    event_id: newEventId(),
    timestamp: now.getTime() / 1000,
    platform: context.platform,
    level: 'error',
    ...(context.release ? { release: context.release } : {}),
    ...(context.environment ? { environment: context.environment } : {}),
    tags,
    ...(context.request ? { request: { method: context.request.method, url: context.request.url?.replace(/[?#].*$/, '') } } : {}),
    exception: { values: [{ type, value: value.slice(0, 2000), ...(frames.length ? { stacktrace: { frames } } : {}) }] },
  };
  return scrubValue(event) as Record<string, unknown>;
}

/** The envelope of one event: its header, the item's header, the event (newline-separated JSON). */
export function errorEnvelope(event: Record<string, unknown>, dsn: ErrorReportDsn, now = new Date()): string {
  return [JSON.stringify({ event_id: event.event_id, sent_at: now.toISOString(), dsn: dsn.dsn }), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
}

/** The envelope endpoint with its key in the query (the pages' way: no custom header, no CORS preflight). */
export function envelopeUrlWithKey(dsn: ErrorReportDsn, client: string): string {
  return `${dsn.envelopeUrl}?sentry_version=7&sentry_key=${encodeURIComponent(dsn.publicKey)}&sentry_client=${encodeURIComponent(client)}`;
}
