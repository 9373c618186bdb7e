import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { endpointPermissions, type Endpoint, type ServerInput, type ServerReply } from '../../common/api/contract';
import { ErrorReply, ValidationErrorReply } from '../../common/api/replies';
import { optionalAuth, requireAuth, requirePermission } from './auth/middleware';
import type { ApiApp, ApiDeps, ApiEnv } from './context';
import { guardRequestText } from './request-guard';
import { uploadForm } from './upload-form';

/**
 * The one way a route is declared: `serve(app, deps, endpoint, handler)`. The endpoint (from
 * `common/`) gives the path, the access, the input schemas and the reply; this adds the auth
 * check, the refusal of control characters, the OpenAPI operation with every answer it can give,
 * and (in tests) a check that the handler's reply matches the contract.
 */

/** A declared answer other than the success one (the status call's 503). */
export class AlternateReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * A success answer that is not JSON, for an endpoint with `replyMediaType` (the products CSV
 * export): the text, sent with that media type, and the file name a browser saves it as.
 */
export class TextReply {
  constructor(
    /** Text (CSV) or bytes (a PDF). */
    readonly body: string | Uint8Array,
    readonly fileName?: string,
    /** 'inline' opens in the browser (a PDF to print); 'attachment' saves it. */
    readonly disposition: 'attachment' | 'inline' = 'attachment',
  ) {}
}

type HandlerResult<E extends Endpoint> =
  | ServerReply<E>
  | (E['alternateReplies'] extends object ? AlternateReply : never)
  | (E['replyMediaType'] extends string ? TextReply : never);
type Handler<E extends Endpoint> = (input: ServerInput<E>, c: Context<ApiEnv>) => Promise<HandlerResult<E>> | HandlerResult<E>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'El cuerpo no es un JSON válido',
  401: 'Sin sesión, o la sesión ha caducado',
  403: 'La cuenta no tiene permiso para esta acción',
  404: 'No encontrado',
  409: 'En conflicto con el estado actual',
  413: 'La petición es demasiado grande',
  415: 'Tipo de contenido no admitido',
  422: 'Datos no válidos: un mensaje por campo',
  429: 'Demasiados intentos; Retry-After dice cuándo volver',
  503: 'Servicio no disponible',
};

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });

/** Every error status the endpoint can answer with: from its access, its input and its own list. */
export function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'admin') statuses.add(403);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.upload) statuses.add(422);
  if (endpoint.body && !endpoint.upload) [400, 413, 415].forEach((s) => statuses.add(s));
  // A form of another type is read as an empty one: a 422 on the file field, never a 415.
  if (endpoint.upload || endpoint.signedBody) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/** The operation as the document shows it (the middleware is added where the route is served, not documented). */
function routeConfig(endpoint: Endpoint): RouteConfig {
  const responses: RouteConfig['responses'] = {
    [endpoint.status ?? 200]: endpoint.replyMediaType
      ? { description: endpoint.summary, content: { [endpoint.replyMediaType]: { schema: endpoint.reply } } }
      : json(endpoint.reply, endpoint.summary),
  };
  for (const [status, reply] of Object.entries(endpoint.alternateReplies ?? {})) {
    if (reply) responses[status] = json(reply.schema, reply.description);
  }
  for (const status of errorStatuses(endpoint)) {
    responses[status] ??= json(status === 422 ? ValidationErrorReply : ErrorReply, ERROR_DESCRIPTIONS[status] ?? 'Error');
  }
  const request: NonNullable<RouteConfig['request']> = {};
  if (endpoint.params) request.params = endpoint.params as NonNullable<RouteConfig['request']>['params'];
  if (endpoint.query) request.query = endpoint.query as NonNullable<RouteConfig['request']>['query'];
  if (endpoint.body && !endpoint.upload) request.body = { content: { 'application/json': { schema: endpoint.body } }, required: true };
  if (endpoint.signedBody) {
    request.body = { content: Object.fromEntries(Object.entries(endpoint.signedBody.content).map(([type, schema]) => [type, { schema: schema! }])), required: true };
  }
  return createRoute({
    method: endpoint.method,
    path: endpoint.path,
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.access === 'admin' ? `${endpoint.description}\n\nPermiso: ${endpointPermissions(endpoint).map((p) => `\`${p}\``).join(' o ')}.` : endpoint.description,
    tags: [endpoint.tag],
    security: endpoint.access === 'public' ? [] : endpoint.access === 'shopper' ? [{}, { bearer: [] }] : [{ bearer: [] }],
    request,
    responses,
  });
}

function accessCheck(endpoint: Endpoint, deps: ApiDeps): MiddlewareHandler<ApiEnv>[] {
  if (endpoint.access === 'customer') return [requireAuth(deps)];
  if (endpoint.access === 'shopper') return [optionalAuth(deps)];
  if (endpoint.access === 'admin') return [requirePermission(deps, endpointPermissions(endpoint))];
  return [];
}

/** Sends what the handler returned, held to the contract in tests so a presenter and its schema cannot drift apart. */
function send(c: Context, endpoint: Endpoint, deps: ApiDeps, result: unknown) {
  if (result instanceof TextReply) {
    if (!endpoint.replyMediaType) throw new Error(`${endpoint.key} answered text, which its contract does not declare`);
    const isText = endpoint.replyMediaType.startsWith('text/');
    if (deps.checkReplies && isText !== (typeof result.body === 'string')) throw new Error(`${endpoint.key} answered outside its contract`);
    if (deps.checkReplies && isText && !endpoint.reply.safeParse(result.body).success) throw new Error(`${endpoint.key} answered outside its contract`);
    const headers: Record<string, string> = { 'Content-Type': isText ? `${endpoint.replyMediaType}; charset=utf-8` : endpoint.replyMediaType };
    if (result.fileName) headers['Content-Disposition'] = `${result.disposition}; filename="${result.fileName.replaceAll(/["\\\r\n]/g, '')}"`;
    const body = typeof result.body === 'string' ? result.body : new Uint8Array(result.body).buffer;
    return c.body(body as string | ArrayBuffer, (endpoint.status ?? 200) as ContentfulStatusCode, headers);
  }
  const alternate = result instanceof AlternateReply ? result : null;
  const status = alternate?.status ?? endpoint.status ?? 200;
  const body = alternate ? alternate.body : result;
  const schema = alternate ? endpoint.alternateReplies?.[alternate.status]?.schema : endpoint.reply;
  if (!schema) throw new Error(`${endpoint.key} answered ${status}, which its contract does not declare`);
  if (deps.checkReplies) {
    const check = schema.safeParse(body);
    if (!check.success) throw new Error(`${endpoint.key} answered outside its contract: ${JSON.stringify(check.error.issues.slice(0, 5))}`);
  }
  return c.json(body as object, status as ContentfulStatusCode);
}

export function serve<E extends Endpoint>(app: ApiApp, deps: ApiDeps, endpoint: E, handler: Handler<E>): void {
  const access = accessCheck(endpoint, deps);

  if (endpoint.upload) {
    const upload = endpoint.upload;
    const config = routeConfig(endpoint);
    config.request = {
      ...config.request,
      body: {
        required: true,
        content: { 'multipart/form-data': { schema: uploadForm.documentSchema(upload, endpoint.body) } },
      },
    };
    app.openAPIRegistry.registerPath(config);
    const limit = bodyLimit({
      maxSize: uploadForm.formMaxBytes(upload, deps.uploadMaxBytes),
      onError: (c) => {
        c.header('Connection', 'close');
        const message = uploadForm.tooBigMessage(upload, deps.uploadMaxBytes);
        return c.json({ message, errors: { [uploadForm.errorField(upload)]: [message] } }, 413);
      },
    });
    // The size check before the text guard: once the guard has read a (JSON) body, there is nothing left to count.
    app.on([endpoint.method.toUpperCase()], [endpoint.path.replaceAll(/\{(\w+)\}/g, ':$1')], ...access, limit, guardRequestText, async (c) => {
      // A ZodError here is a 422, like any other validation.
      const params = endpoint.params ? endpoint.params.parse(c.req.param()) : undefined;
      // A repeated key stays a list, as the validator of the other routes reads it (and the query schema refuses it).
      const rawQuery = Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
      const query = endpoint.query ? endpoint.query.parse(rawQuery) : undefined;
      const { files, body } = await uploadForm.readForm(c, upload, deps.uploadMaxBytes, endpoint.body);
      const input = { params, query, body, files } as ServerInput<E>;
      return send(c, endpoint, deps, await handler(input, c));
    });
    return;
  }

  if (endpoint.signedBody) {
    // The handler reads the body as it came (its signature covers those bytes) and checks it itself.
    app.openAPIRegistry.registerPath(routeConfig(endpoint));
    const limit = bodyLimit({
      maxSize: endpoint.signedBody.maxBytes,
      onError: (c) => {
        c.header('Connection', 'close');
        return c.json({ message: 'La petición es demasiado grande.' }, 413);
      },
    });
    app.on([endpoint.method.toUpperCase()], [endpoint.path.replaceAll(/\{(\w+)\}/g, ':$1')], ...access, limit, async (c) => {
      const input = { params: undefined, query: undefined, body: undefined, files: undefined } as ServerInput<E>;
      return send(c, endpoint, deps, await handler(input, c));
    });
    return;
  }

  app.openapi({ ...routeConfig(endpoint), middleware: [...access, guardRequestText] }, async (c: Context<ApiEnv>) => {
    const valid = c.req as unknown as { valid: (target: string) => unknown };
    const input = {
      params: endpoint.params ? valid.valid('param') : undefined,
      query: endpoint.query ? valid.valid('query') : undefined,
      body: endpoint.body ? valid.valid('json') : undefined,
      files: undefined,
    } as ServerInput<E>;
    return send(c, endpoint, deps, await handler(input, c));
  });
}

