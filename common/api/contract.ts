import type { z } from 'zod';
import type { PermissionName } from '../roles';

/**
 * One endpoint, said once: its path, who may call it, what it takes and what it answers. The
 * server serves it (`server/api/route-kit.ts`), the OpenAPI document is generated from it and the
 * pages call it through the typed client (`app/lib/api/client.ts`), so none of them can drift.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * public: anyone; shopper: anyone, and a signed-in customer when a bearer token is sent (a token
 * that is not live is a 401, never a silent guest); customer: a signed-in user; admin: staff holding
 * the endpoint's `permission` (checked on the server for every call).
 */
export type Access = 'public' | 'shopper' | 'customer' | 'admin';

/** Error answers an endpoint may give beyond those its access and input already imply. */
export type ExtraErrorStatus = 404 | 409 | 429 | 503;

export interface UploadSpec {
  /**
   * The form field that carries the files (`images[]`); `aliases` are other names accepted for it.
   * A 422 names the field without its `[]` (`images`), as a form library reads it.
   */
  field: string;
  aliases?: readonly string[];
  maxFiles: number;
  /** What the files are, for the OpenAPI document. */
  description: string;
  /** The message when no file is sent. */
  missingMessage: string;
  /**
   * The form may come without a file (a message with an optional photo): `files` is then empty.
   * The form's other fields are the endpoint's `body`, read as text and validated by it.
   */
  optional?: boolean;
  /**
   * The most the whole form may weigh before it is cut off unread with a 413 (default: the files'
   * limit plus 256 KB). Set higher, a file somewhat over the limit is read and answered with a 422 on
   * its field, like any other bad input.
   */
  formMaxBytes?: number;
  /** The endpoint's own wording, instead of the kit's general one. */
  messages?: {
    /** A file (`fileName`) or the whole form (no name) over the size limit. */
    tooBig?: (maxMegabytes: number, fileName?: string) => string;
    /** More files than `maxFiles`. */
    tooMany?: (maxFiles: number) => string;
  };
}

export interface EndpointSpec {
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  access: Access;
  /**
   * For `access: 'admin'` (required there): the permission the caller needs, or a list of which
   * any one will do (the category list serves both the product form and the categories screen).
   */
  permission?: PermissionName | readonly PermissionName[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; with `upload`, the multipart form's text fields (an object schema). */
  body?: z.ZodType;
  upload?: UploadSpec;
  /** The success status: 200 unless the call creates something (201) or starts work done later (202). */
  status?: 200 | 201 | 202;
  /** The success body. */
  reply: z.ZodType;
  /**
   * The success body's media type when it is not JSON (a CSV download): the handler returns a
   * `TextReply` (server/api/route-kit.ts) and `reply` describes the text (`z.string()`).
   */
  replyMediaType?: 'text/csv' | 'application/pdf' | 'application/zip';
  /** Another answer with a body of its own (the status call's 503 carries the same status object). */
  alternateReplies?: Readonly<Partial<Record<number, { description: string; schema: z.ZodType }>>>;
  errors?: readonly ExtraErrorStatus[];
  /**
   * A body signed by an outside service (a payment provider's notification), read by the handler
   * as it arrived (`c.req.text()`): its signature covers the exact bytes, so nothing parses or
   * validates it first. Documented with these media types and shapes; no session, no rate limit.
   */
  signedBody?: { content: Readonly<Partial<Record<'application/x-www-form-urlencoded' | 'application/json', z.ZodType>>>; maxBytes: number };
}

export type EndpointKey = `${Uppercase<HttpMethod>} /${string}`;

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  key: EndpointKey;
  method: HttpMethod;
  /** OpenAPI form: `/products/{id}`. */
  path: string;
};

export function parseEndpointKey(key: string): { method: HttpMethod; path: string } {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(key);
  if (!match) throw new Error(`Not an endpoint key: ${key}`);
  return { method: match[1]!.toLowerCase() as HttpMethod, path: match[2]! };
}

/** A domain's endpoints, keyed `'GET /products/{idOrSlug}'` (the key gives method and path). */
export function defineEndpoints<const T extends Record<EndpointKey, EndpointSpec>>(specs: T): { [K in keyof T]: Endpoint<Extract<T[K], EndpointSpec>> } {
  const endpoints: Record<string, Endpoint> = {};
  for (const [key, spec] of Object.entries(specs) as [EndpointKey, EndpointSpec][]) {
    if ((spec.access === 'admin') !== (spec.permission !== undefined)) {
      throw new Error(`${key}: an admin endpoint names its permission, and only an admin endpoint does`);
    }
    endpoints[key] = { ...spec, key, ...parseEndpointKey(key) };
  }
  return endpoints as unknown as { [K in keyof T]: Endpoint<Extract<T[K], EndpointSpec>> };
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** A file sent to an upload endpoint, read in full. */
export interface UploadedFile {
  name: string;
  type: string;
  data: Buffer;
}

/** What a handler receives: every part already validated. */
export interface ServerInput<E extends EndpointSpec> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  files: E['upload'] extends UploadSpec ? UploadedFile[] : undefined;
}

/** What a handler returns: the success body as the contract reads it. */
export type ServerReply<E extends EndpointSpec> = z.input<E['reply']>;

/** Query values as a page has them; the client writes them as text. */
type QueryValue = string | number | boolean | null | undefined;
type QueryInput<S> = S extends z.ZodType ? { [K in keyof z.input<S>]?: QueryValue } : never;
type ParamsInput<S> = S extends z.ZodType ? { [K in keyof z.input<S>]: string | number } : never;

type Defined<T> = { [K in keyof T as T[K] extends never ? never : K]: T[K] };

/** What a page passes to the client for one call. */
export type ClientInput<E extends EndpointSpec> = Defined<{
  params: E['params'] extends z.ZodType ? ParamsInput<E['params']> : never;
  body: E['body'] extends z.ZodType ? (E['upload'] extends UploadSpec ? never : Input<E['body']>) : never;
  form: E['upload'] extends UploadSpec ? FormData : never;
}> &
  (E['query'] extends z.ZodType ? { query?: QueryInput<E['query']> } : unknown);

/** What the client resolves with: the success body. */
export type ClientReply<E extends EndpointSpec> = Output<E['reply']>;

/** The permissions an admin endpoint accepts (any one of them). */
export function endpointPermissions(endpoint: Pick<EndpointSpec, 'permission'>): readonly PermissionName[] {
  const { permission } = endpoint;
  if (permission === undefined) return [];
  return typeof permission === 'string' ? [permission] : permission;
}
