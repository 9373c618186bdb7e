import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../common/status/unavailable';
import { isDatabaseUnavailable } from './db/unavailable';
import type { Logger } from './logger';
import { markFailureLogged, reportServerError } from './telemetry/error-reports';
import { countDatabaseError } from './observability/metrics';

/** Errors thrown by services; `handleApiError` maps each to the JSON shape of the architecture doc. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export class ValidationError extends ApiError {
  constructor(errors: Record<string, string[]>, message = firstMessage(errors)) {
    super(422, message, errors);
  }
}

export class NotFoundError extends ApiError {
  constructor(message = 'No encontrado') {
    super(404, message);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message = 'No tienes permiso para realizar esta acción.') {
    super(403, message);
  }
}

export class ConflictError extends ApiError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(409, message, errors);
  }
}

export class ServiceUnavailableError extends ApiError {
  constructor(message = 'Servicio no disponible') {
    super(503, message);
  }
}

function firstMessage(errors: Record<string, string[]>): string {
  const first = Object.keys(errors).map((field) => errors[field]?.[0]).find(Boolean);
  return first ?? 'Los datos enviados no son válidos.';
}

/**
 * An empty `{ field: [messages] }` map. It has no prototype: a field named `constructor`,
 * `toString` or `__proto__` is a field like any other, never a method found on the map.
 */
export function fieldErrorMap(): Record<string, string[]> {
  return Object.create(null) as Record<string, string[]>;
}

/** Turns a zod error into the Laravel-style `{ field: [messages] }` map. */
export function zodErrorsToMap(error: ZodError): Record<string, string[]> {
  const errors = fieldErrorMap();
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const messages = (errors[field] ??= []);
    // One mistake can fail two checks with the same words (a list sent for a required text).
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

export function validationResponse(c: Context, error: ZodError) {
  const errors = zodErrorsToMap(error);
  return c.json({ message: firstMessage(errors), errors }, 422);
}

/** Hono's own refusals of a body (unparsable JSON or form, a content type the route does not take), in Spanish. */
function bodyProblem(err: HTTPException): string | null {
  if (err.status === 415) return 'Tipo de contenido no admitido: envía el cuerpo como JSON (Content-Type: application/json).';
  if (err.status === 400) return /json/i.test(err.message) ? 'El cuerpo de la petición no es un JSON válido.' : 'La petición no es válida.';
  return null;
}

export function handleApiError(err: unknown, c: Context, logger: Logger) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    const body: { message: string; errors?: Record<string, string[]> } = { message: err.message };
    if (err.errors) body.errors = err.errors;
    return c.json(body, err.status);
  }
  if (err instanceof ZodError) return validationResponse(c, err);
  if (err instanceof HTTPException) {
    const problem = bodyProblem(err);
    if (problem) return c.json({ message: problem, errors: { body: [problem] } }, err.status);
    return c.json({ message: err.message || 'Error en la petición.' }, err.status);
  }
  countDatabaseError(err);
  // One line for a failure, here: the request's own line does not log its 5xx again.
  markFailureLogged(c);
  if (isDatabaseUnavailable(err)) {
    logger.warn({ err: err instanceof Error ? err.message : String(err), requestId: c.get('requestId') }, 'database unavailable');
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    c.header('Cache-Control', 'no-store');
    return c.json({ message: 'Volvemos enseguida: no podemos atender la petición en este momento. Inténtalo de nuevo en unos segundos.' }, 503);
  }
  reportServerError(logger, err, { requestId: c.get('requestId'), request: { method: c.req.method, url: c.req.path }, source: 'api' }, 'unhandled API error');
  return c.json({ message: 'Error interno del servidor.' }, 500);
}
