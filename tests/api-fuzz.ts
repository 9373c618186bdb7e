import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import type { Database } from '../server/db/client';
import { hasInvisibleChars, isPasswordField } from '../common/text/invisible-chars';
import { addresses, notifications } from '../server/db/schema';
import { createBrand, createCategory, createProduct, createUser } from './factories';
import { resolveSchema, type OpenApiDocument, type OpenApiSchema, type Operation } from './openapi';

/**
 * Bad input for every operation of the OpenAPI document, as an attacker or a careless client
 * sends it (issue 10: "the validation edge never fails open or with a 500"). Each request is
 * generated from the operation's own parameters and body schema. An operation that changes data
 * only ever gets a request that must be refused: a bad or missing id, a body that breaks its
 * schema, or text the request guard refuses. So every answer must be a JSON refusal (or, for a
 * read, a JSON answer), never a 5xx, and no row may change.
 */

export type Role = 'guest' | 'customer' | 'admin';
export const ROLES: readonly Role[] = ['guest', 'customer', 'admin'];

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** What was generated, for a failure message. */
  notes: string[];
}

export interface FuzzWorld {
  auth: Record<Role, Record<string, string>>;
  /** Ids of rows that exist; a request may name one only when something else in it must be refused. */
  existingIds: string[];
  /** A real picture, to cut short or spoil. */
  picture: Buffer;
}

interface FuzzApp {
  request(url: string, init?: RequestInit): Response | Promise<Response>;
}

/** A shop with a little of everything for the ids to point at: products, a picture, a wish, an address, a notification. */
export async function createFuzzWorld(database: Database, app: FuzzApp): Promise<FuzzWorld> {
  const { db } = database;
  const [customer, admin, brand, category] = await Promise.all([createUser(db), createUser(db, { roles: ['admin'] }), createBrand(db), createCategory(db)]);
  const products = [await createProduct(db, { brand_id: brand.id, category_id: category.id }), await createProduct(db, { brand_id: brand.id, category_id: category.id })];
  const picture = await sharp({ create: { width: 240, height: 300, channels: 3, background: '#7E4015' } }).png().toBuffer();
  const form = new FormData();
  form.append('images[]', new File([new Uint8Array(picture)], 'prenda.png', { type: 'image/png' }));
  const upload = await app.request(`/api/admin/products/${products[0]!.id}/images`, { method: 'POST', headers: admin.auth, body: form });
  const wish = await app.request('/api/user/wishlist', {
    method: 'POST',
    headers: { ...customer.auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ product_id: products[1]!.id }),
  });
  if (!upload.ok || !wish.ok) throw new Error(`Fuzz world: upload ${upload.status}, wishlist ${wish.status}`);
  const [address] = await db
    .insert(addresses)
    .values({ userId: customer.user.id, recipientName: 'Ana Pérez', street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', phone: '600000000' })
    .returning();
  const [notice] = await db.insert(notifications).values({ userId: customer.user.id, type: 'system', title: 'Hola', body: 'Bienvenida.' }).returning();
  await countWrites(database);
  const ids = [brand.id, category.id, customer.user.id, admin.user.id, address!.id, notice!.id, ...products.map((p) => p.id), 1, 2, 3];
  return {
    auth: { guest: {}, customer: customer.auth, admin: admin.auth },
    existingIds: [...new Set(ids)].map(String),
    picture,
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function publicTables(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes' order by 1`,
  );
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/**
 * Triggers that count every row written from now on, so a request that changes data is caught
 * on its own (a token's last use is a read; its revocation is a write).
 */
async function countWrites(database: Database): Promise<void> {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run('create table fuzz_writes (n bigint not null)');
  await run('insert into fuzz_writes values (0)');
  await run('create function fuzz_count_write() returns trigger language plpgsql as $$ begin update fuzz_writes set n = n + 1; return null; end $$');
  for (const table of await publicTables(database)) {
    const changes = table === 'access_tokens' ? 'insert or delete or update of revoked_at' : 'insert or delete or update';
    await run(`create trigger fuzz_write after ${changes} on "${table}" for each row execute function fuzz_count_write()`);
  }
}

/** Rows written since the world was made. */
export async function writeCount(database: Database): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await database.db.execute(sql`select n from fuzz_writes`));
  return Number(row!.n);
}

/** Every table's row count and a digest of its rows (a token's last use is a read, not a change). */
export async function dataFingerprint(database: Database): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const name of await publicTables(database)) {
    const [row] = rowsOf<{ n: number; digest: string }>(
      await database.db.execute(
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(r, '|' order by r), '')) as digest from (select (to_jsonb(t) - 'last_used_at')::text as r from "${name}" t) x`),
      ),
    );
    fingerprint[name] = `${row!.n} rows, ${row!.digest}`;
  }
  return fingerprint;
}
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/** Why an answer is wrong (a 5xx, not JSON, an error without `message`), or null when it is fine. */
export async function answerProblem(res: Response): Promise<string | null> {
  const text = await res.text();
  if (res.status >= 500) return `answered ${res.status}: ${text.slice(0, 300)}`;
  const type = res.headers.get('content-type') ?? '';
  // A download (the products CSV export) answers its success as text.
  if (res.status < 300 && /^text\/csv/.test(type)) return null;
  if (!/^application\/json/.test(type)) return `answered ${res.status} as ${type || 'no content type'}: ${text.slice(0, 120)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${res.status} with a body that is not JSON`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (res.status >= 400 && (typeof message !== 'string' || message === '')) return `answered ${res.status} without a message: ${text.slice(0, 200)}`;
  return null;
}

export function describeRequest(req: FuzzRequest): string {
  const body = typeof req.body === 'string' ? req.body : req.body ? `form with ${[...req.body.keys()].join(', ') || 'no field'}` : 'none';
  const shown = JSON.stringify(body.length > 240 ? `${body.slice(0, 240)}… (${body.length} characters)` : body);
  return `[${req.notes.join('; ')}] ${req.method} ${req.url.length > 240 ? `${req.url.slice(0, 240)}…` : req.url} headers ${JSON.stringify(req.headers).slice(0, 200)} body ${shown}`;
}


// ---------------------------------------------------------------------------------------------
// The pieces of a bad request. Each says whether it alone makes the request one to refuse.

interface Piece<T> {
  value: T;
  /** This piece alone makes the request one the server must refuse. */
  breaks: boolean;
  note: string;
}

const piece = <T>(value: T, breaks: boolean, note: string): Piece<T> => ({ value, breaks, note });

/** Names every object inherits (and `__proto__` and `prototype`, which the request guard refuses). */
export const PROTOTYPE_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupSetter__', '__proto__', 'prototype'];
const GUARDED_NAMES = new Set(['__proto__', 'prototype']);
/** Control characters the request guard refuses in any text (tab and line breaks are allowed in bodies). */
const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u007F'];
/**
 * Characters the guard refuses in any text but a password (issue 33, common/text/invisible-chars.ts):
 * right-to-left override, zero-width space, byte-order mark, left-to-right isolate, and a zero-width
 * joiner where it joins no emoji.
 */
const INVISIBLE = ['\u202E', '\u200B', '\uFEFF', '\u2066', '\u200D'];
/** A text as a note shows it: visible characters as they are, control and format characters as U+XXXX. */
function escapeChar(text: string): string {
  return [...text].map((c) => (/[\p{Cc}\p{Cf}]/u.test(c) ? `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : c)).join('');
}
/** An id no row has. */
const MISSING_ID = '2147483000';

/** Path segments, percent-encoded, that are no whole positive id: exponent, space, hex, sign, NUL, dots, huge, unicode. */
const BAD_SEGMENTS = [
  '-1', '0', '1e2', '1E2', '%201', '1%20', '%091', '0x10', '0b1', '1.0', '1.5', '+1', '1_000', '%D9%A1', '%EF%BC%91',
  '99999999999999999999', '2147483648', '9007199254740993', 'NaN', 'Infinity', 'null', 'undefined', 'true', '%5B%5D',
  '%00', '1%00', '%001', '..', '%2e%2e', '%2F', '1%2F2', '%5C', '%C3%B1', '%F0%9F%91%97', '%FF', '%E0%A4%A', '%',
  '1,2', '1;2', 'constructor', '__proto__', 'toString', 'a'.repeat(3000),
];

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%EF%BF%BD';
  }
}

function pathValue(world: FuzzWorld): fc.Arbitrary<Piece<string>> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...BAD_SEGMENTS).map((v) => piece(v, true, `path ${v.slice(0, 20)}`)) },
    { weight: 2, arbitrary: fc.constant(piece(MISSING_ID, true, 'path: missing id')) },
    {
      weight: 2,
      arbitrary: fc
        .string({ unit: 'binary', minLength: 1, maxLength: 16 })
        .filter((s) => !/^\s*[+-]?\d+\s*$/.test(s) && s !== '.' && s !== '..')
        .map((s) => piece(encode(s), true, `path ${JSON.stringify(s)}`)),
    },
    { weight: 3, arbitrary: fc.constantFrom(...world.existingIds).map((v) => piece(v, false, `path: existing id ${v}`)) },
  );
}

/** Query values, percent-encoded, each wrong for a parameter of that type. */
const WRONG_QUERY_VALUES: Record<string, string[]> = {
  integer: ['abc', '1e2', '-1', '0x10', '%201', '', '1.5', '99999999999', '%D9%A1', '1,2', 'true'],
  number: ['abc', '1e400', 'NaN', '-0.001', '1%2C5', '', 'Infinity', '0x1p3'],
  boolean: ['yes', '2', '', 'TRUE', 'on', 'null', '-1'],
  string: ['%ZZ', '%E0%A4%A', '%FF', 'x'.repeat(5000), '%F0%9F%91%97', '%0A', '%09', '*', '%25'],
};
const GUARDED_QUERY_VALUES = ['%00', 'a%00b', '%01', '%1B', '%7F', '%E2%80%AE', 'a%E2%80%8Bb', '%EF%BB%BF', 'a%E2%81%A6b'];

function queryPiece(op: Operation): fc.Arbitrary<Piece<string>> {
  const params = (op.spec.parameters ?? []).filter((p) => p.in === 'query');
  const anyValue = fc.oneof(
    fc.constantFrom(...Object.values(WRONG_QUERY_VALUES).flat()),
    fc.string({ unit: 'binary', maxLength: 12 }).map(encode),
    fc.constantFrom(...GUARDED_QUERY_VALUES),
  );
  const entries: fc.Arbitrary<[string, string]>[] = [
    fc.tuple(fc.constantFrom(...PROTOTYPE_NAMES), anyValue),
    fc.tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }).map(encode), anyValue),
  ];
  if (params.length > 0) {
    const known = fc.constantFrom(...params);
    const wrongFor = (type: unknown) => WRONG_QUERY_VALUES[String(type)] ?? WRONG_QUERY_VALUES.string!;
    entries.push(
      known.chain((p) => fc.tuple(fc.constant(p.name), fc.oneof(fc.constantFrom(...wrongFor(p.schema?.type)), anyValue))),
      known.map((p): [string, string] => [`${p.name}%5B%5D`, '1']),
    );
  }
  return fc.tuple(fc.array(fc.oneof(...entries), { maxLength: 5 }), fc.boolean()).map(([pairs, repeat]) => {
    // A parameter said twice: the first again, after the others.
    const all = repeat && pairs[0] ? [...pairs, pairs[0]] : pairs;
    const breaks = all.some(([key, value]) => GUARDED_NAMES.has(key) || GUARDED_QUERY_VALUES.includes(value));
    const text = all.map(([key, value]) => `${key}=${value}`).join('&');
    return piece(text ? `?${text}` : '', breaks, `query ${text.slice(0, 80)}`);
  });
}

function authPiece(world: FuzzWorld, role: Role): fc.Arbitrary<Record<string, string>> {
  if (role !== 'guest') return fc.constant(world.auth[role]);
  return fc.constantFrom<Record<string, string>>({}, { Authorization: 'Bearer' }, { Authorization: 'Bearer x' }, { Authorization: 'Basic Zm9vOmJhcg==' }, { Authorization: `Bearer ${'a'.repeat(2000)}` }, { Authorization: 'Bearer 1|abc' });
}

// ---------------------------------------------------------------------------------------------
// Bodies. A JSON body starts plausible (built from the schema) and gets one to three mutations.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type FieldPath = (string | number)[];

/** A body sent as this text, not as JSON of a value. */
class RawText {
  constructor(readonly text: string) {}
}

interface Body {
  body?: string | FormData;
  contentType?: string;
}

function typesOf(doc: OpenApiDocument, schema: OpenApiSchema): Set<string> {
  const s = resolveSchema(doc, schema);
  const types = new Set<string>([s.type ?? []].flat());
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) typesOf(doc, branch).forEach((t) => types.add(t));
  for (const value of [...(s.enum ?? []), ...(s.const !== undefined ? [s.const] : [])]) types.add(value === null ? 'null' : typeof value);
  if (s.properties) types.add('object');
  return types;
}

function plausible(doc: OpenApiDocument, schema: OpenApiSchema, depth = 0): Json {
  const s = resolveSchema(doc, schema);
  const branch = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].find((b) => resolveSchema(doc, b).type !== 'null');
  if (branch) return plausible(doc, branch, depth);
  if (s.enum?.length) return s.enum[0] as Json;
  if (s.const !== undefined) return s.const as Json;
  const type = [s.type ?? 'object'].flat().find((t) => t !== 'null');
  if (type === 'object') return depth > 5 ? {} : Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, prop]) => [key, plausible(doc, prop, depth + 1)]));
  if (type === 'array') return depth > 5 || typeof s.items !== 'object' ? [] : [plausible(doc, s.items, depth + 1)];
  if (type === 'integer') return Math.max(1, s.minimum ?? 1);
  if (type === 'number') return 12.5;
  if (type === 'boolean') return true;
  return s.format === 'email' ? 'fuzz@example.com' : 'texto';
}

interface Field {
  path: FieldPath;
  schema: OpenApiSchema;
  types: Set<string>;
  required: boolean;
}

/** Every field of a body built by `plausible`, with its schema. */
function fieldsOf(doc: OpenApiDocument, schema: OpenApiSchema, value: Json, path: FieldPath = [], required = true): Field[] {
  const s = resolveSchema(doc, schema);
  const here: Field[] = path.length ? [{ path, schema: s, types: typesOf(doc, s), required }] : [];
  if (Array.isArray(value)) {
    return typeof s.items === 'object' ? [...here, ...value.flatMap((item, i) => fieldsOf(doc, s.items as OpenApiSchema, item, [...path, i]))] : here;
  }
  if (value && typeof value === 'object') {
    const properties = { ...s.properties, ...Object.assign({}, ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((b) => resolveSchema(doc, b).properties ?? {})) } as Record<string, OpenApiSchema>;
    const inner = Object.entries(value).flatMap(([key, v]) => (properties[key] ? fieldsOf(doc, properties[key], v, [...path, key], s.required?.includes(key) ?? false) : []));
    return [...here, ...inner];
  }
  return here;
}

/** `root` with the value at `path` replaced (or removed); undefined when the path no longer leads anywhere. */
function setAt(root: Json, path: FieldPath, value: Json | undefined): Json | undefined {
  const copy = structuredClone(root);
  let node: Json = copy;
  for (const key of path.slice(0, -1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, Json>)[key] ?? null;
  }
  const last = path[path.length - 1]!;
  if (!node || typeof node !== 'object' || !(last in node)) return undefined;
  if (value === undefined) delete (node as Record<string | number, Json>)[last];
  else (node as Record<string | number, Json>)[last] = value;
  return copy;
}

/** One sample of each JSON type, to put where the schema wants another. */
const TYPE_SAMPLES: { type: string; value: Json }[] = [
  { type: 'string', value: 'fuzz' },
  { type: 'number', value: 12.5 },
  { type: 'integer', value: 7 },
  { type: 'boolean', value: true },
  { type: 'null', value: null },
  { type: 'array', value: ['a', 1] },
  { type: 'object', value: { a: 1 } },
];
const accepts = (types: Set<string>, type: string) => types.has(type) || (type === 'integer' && types.has('number'));
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Adds own keys (`__proto__` included: an object literal would set the prototype instead). */
function withKeys(value: Json, keys: string[], extra: Json): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy = structuredClone(value);
  for (const key of keys) Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true, configurable: true });
  return copy;
}

function withControl(value: Json, control: string): Json {
  if (typeof value === 'string') return `${value.slice(0, 2)}${control}${value.slice(2)}`;
  if (Array.isArray(value)) return value.map((v) => withControl(v, control));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withControl(v, control)]));
  return value;
}

/** `field`: the one field it sets, so a later mutation of that field replaces its verdict (the last value is the one sent). */
type Mutation = (body: Json) => (Piece<Json | RawText> & { field?: string }) | null;

function jsonMutations(doc: OpenApiDocument, schema: OpenApiSchema): fc.Arbitrary<Mutation>[] {
  const fields = fieldsOf(doc, schema, plausible(doc, schema));
  const mutations: fc.Arbitrary<Mutation>[] = [
    // Every text of the body gets the character, and a note field carries one too.
    fc.constantFrom(...CONTROL, ...INVISIBLE).map((control): Mutation => (body) =>
      piece(
        withKeys(withControl(body, control), ['nota'], `a${control}b`),
        true,
        `${CONTROL.includes(control) ? 'control' : 'invisible'} character ${escapeChar(control)} in every text`,
      ),
    ),
    fc.tuple(fc.subarray(PROTOTYPE_NAMES, { minLength: 1, maxLength: 4 }), fc.constantFrom<Json>(1, 'x', null, {}, [])).map(([keys, extra]): Mutation => (body) =>
      piece(withKeys(body, keys, extra), keys.some((k) => GUARDED_NAMES.has(k)), `extra keys ${keys.join(',')}`),
    ),
    fc.constantFrom('[]', '"texto"', '42', 'null', 'true', '[{}]').map((raw): Mutation => () => piece(new RawText(raw), true, `body ${raw}`)),
    fc
      .constantFrom('{', '{"a":1,}', "{'a':1}", '{"a":1}x', '', 'undefined', 'NaN', '{"a":"\\u0"}')
      .map((raw): Mutation => () => piece(new RawText(raw), true, `invalid JSON ${raw.slice(0, 20)}`)),
    fc.integer({ min: 100, max: 50_000 }).map((depth): Mutation => () => piece(new RawText(nested(depth)), true, `arrays ${depth} deep`)),
    // An unknown key holding arrays nested past any parser's patience: refused only for a missing required field.
    fc.integer({ min: 1_000, max: 50_000 }).map((depth): Mutation => () => piece(new RawText(`{"a":${nested(depth)}}`), fields.some((f) => f.required), `{"a": arrays ${depth} deep}`)),
    fc.constant((): Piece<RawText> => piece(new RawText(JSON.stringify({ texto: 'x'.repeat(1024 * 1024 + 10) })), true, 'body over 1 MB')),
  ];
  const field = (f: Field) => f.path.join('.');
  const wrongTypes = fields.flatMap((f) => TYPE_SAMPLES.filter((t) => !accepts(f.types, t.type)).map((t) => ({ f, value: t.value })));
  if (wrongTypes.length) {
    mutations.push(fc.constantFrom(...wrongTypes).map(({ f, value }): Mutation => (body) => {
      const changed = setAt(body, f.path, value);
      return changed === undefined ? null : { ...piece(changed, true, `${field(f)} = ${JSON.stringify(value)}`), field: field(f) };
    }));
  }
  const notArrays = fields.filter((f) => !f.types.has('array'));
  if (notArrays.length) {
    // Deep enough to trip a recursive reader, shallow enough for JSON.stringify here.
    mutations.push(fc.tuple(fc.constantFrom(...notArrays), fc.integer({ min: 50, max: 1_000 })).map(([f, depth]): Mutation => (body) => {
      const changed = setAt(body, f.path, JSON.parse(nested(depth)) as Json);
      return changed === undefined ? null : { ...piece(changed, true, `${field(f)} = arrays ${depth} deep`), field: field(f) };
    }));
  }
  const required = fields.filter((f) => f.required);
  if (required.length) {
    mutations.push(fc.constantFrom(...required).map((f): Mutation => (body) => {
      const changed = setAt(body, f.path, undefined);
      return changed === undefined ? null : { ...piece(changed, true, `without ${field(f)}`), field: field(f) };
    }));
  }
  const texts = fields.filter((f) => f.types.has('string'));
  if (texts.length) {
    mutations.push(fc.tuple(fc.constantFrom(...texts), fc.constantFrom(300, 5_000, 200_000), fc.constantFrom('x', 'ñ', '👗', '👩‍💻', '\u200B', '\u202E', '\t')).map(([f, length, char]): Mutation => (body) => {
      const changed = setAt(body, f.path, char.repeat(length));
      // Too long breaks the schema, unless it is white space the field trims away.
      const max = f.schema.maxLength;
      const tooLong = max !== undefined && length > max && char.trim() !== '';
      // An invisible character breaks any text but a password's (its note says so: only JSON is read by the guard).
      const invisible = hasInvisibleChars(char) && !isPasswordField(String(f.path.at(-1)));
      const note = `${field(f)} = ${length} × ${escapeChar(char)}${invisible ? ' (invisible)' : ''}`;
      return changed === undefined ? null : { ...piece(changed, tooLong || invisible, note), field: field(f) };
    }));
  }
  return mutations;
}

/** How the server must read a body sent as this type: JSON, something it refuses (415), or either. */
const CONTENT_TYPES: { type?: string; reading: 'json' | 'refused' | 'unsure' }[] = [
  { type: 'application/json', reading: 'json' },
  { type: 'application/json; charset=utf-8', reading: 'json' },
  { type: 'APPLICATION/JSON', reading: 'unsure' },
  { type: 'application/merge-patch+json', reading: 'unsure' },
  { type: 'text/plain', reading: 'refused' },
  { type: 'application/x-www-form-urlencoded', reading: 'refused' },
  { type: 'application/xml', reading: 'refused' },
  { type: 'multipart/form-data; boundary=fuzz', reading: 'refused' },
  { type: undefined, reading: 'refused' },
];
const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant(CONTENT_TYPES[0]!) }, { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) });

function jsonBody(doc: OpenApiDocument, schema: OpenApiSchema): fc.Arbitrary<Piece<Body>> {
  const base = plausible(doc, schema);
  return fc.tuple(fc.array(fc.oneof(...jsonMutations(doc, schema)), { minLength: 1, maxLength: 3 }), contentType).map(([mutations, ct]) => {
    let body: Json | RawText = base;
    let wholeBreaks = false;
    // A field set twice is sent with its last value: only that value's verdict counts (FUZZ_SEED=610680119
    // sent a field 611 arrays deep, then 300 × "ñ", and counted the valid body as one to refuse).
    const fieldBreaks = new Map<string, boolean>();
    const notes: string[] = [];
    for (const mutate of mutations) {
      if (body instanceof RawText) break;
      const result = mutate(body);
      if (!result) continue;
      body = result.value;
      // Text the guard refuses counts only when the server reads the body as JSON.
      const counts = result.breaks && (ct.reading === 'json' || !/control|invisible|extra keys/.test(result.note));
      if (result.field === undefined) wholeBreaks ||= counts;
      else fieldBreaks.set(result.field, counts);
      notes.push(result.note);
    }
    const breaks = wholeBreaks || [...fieldBreaks.values()].some(Boolean);
    const text = body instanceof RawText ? body.text : JSON.stringify(body);
    return piece<Body>({ body: text, contentType: ct.type }, breaks || ct.reading === 'refused', `${notes.join(', ')} as ${ct.type ?? 'no type'}`);
  });
}

/** For an operation without a body: nothing, or a body it should not read (the guard still refuses NUL and `__proto__` in JSON). */
function strayBodies(): fc.Arbitrary<Piece<Body>>[] {
  const json = (text: string, breaks: boolean, note: string) => piece<Body>({ body: text, contentType: 'application/json' }, breaks, note);
  return [
    fc.constant(piece<Body>({}, false, 'no body')),
    fc.constantFrom(...CONTROL, ...INVISIBLE).map((c) => json(JSON.stringify({ nota: `a${c}b` }), true, `stray JSON with ${escapeChar(c)}`)),
    fc.constant(json('{"__proto__":{"isAdmin":true}}', true, 'stray JSON with __proto__')),
    fc.subarray(PROTOTYPE_NAMES.filter((k) => !GUARDED_NAMES.has(k)), { minLength: 1 }).map((keys) => json(JSON.stringify(Object.fromEntries(keys.map((k) => [k, 1]))), false, `stray JSON keys ${keys.join(',')}`)),
    fc.constantFrom('{', 'x'.repeat(10_000), '').map((text) => piece<Body>({ body: text, contentType: 'text/plain' }, false, 'stray text')),
  ];
}

interface BrokenFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
  note: string;
}

/** Image bytes that are no image, or an image cut short: the upload must refuse every one. */
function brokenFiles(world: FuzzWorld): fc.Arbitrary<BrokenFile>[] {
  const { picture } = world;
  const bytes = (...parts: (number[] | Buffer | string)[]) => new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p)))));
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  // A PNG header that promises 100 000 × 100 000 pixels and then ends.
  const hugeHeader = Buffer.alloc(25);
  Buffer.from(PNG).copy(hugeHeader);
  hugeHeader.writeUInt32BE(13, 8);
  hugeHeader.write('IHDR', 12);
  hugeHeader.writeUInt32BE(100_000, 16);
  hugeHeader.writeUInt32BE(100_000, 20);
  return [
    fc.integer({ min: 0, max: Math.floor(picture.length * 0.7) }).map((n) => ({ bytes: new Uint8Array(picture.subarray(0, n)), type: 'image/png', note: `PNG cut at ${n} bytes` })),
    fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((noise) => ({ bytes: bytes(PNG, Buffer.from(noise)), type: 'image/png', note: 'PNG signature and noise' })),
    fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((noise) => ({ bytes: bytes([0xff, 0xd8, 0xff, 0xe0], Buffer.from(noise)), type: 'image/jpeg', note: 'JPEG start and noise' })),
    fc.constant({ bytes: bytes('GIF89a'), type: 'image/gif', note: 'GIF header only' }),
    fc.constant({ bytes: bytes(hugeHeader), type: 'image/png', note: 'PNG header of 100 000² pixels' }),
    fc.constant({ bytes: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml', note: 'SVG' }),
    fc.constant({ bytes: bytes('hola'), type: 'image/png', note: 'text named PNG' }),
    fc.constant({ bytes: new Uint8Array(), type: 'image/png', note: 'empty file' }),
  ];
}

function uploadField(schema: OpenApiSchema) {
  const name = Object.keys(schema.properties ?? {})[0] ?? 'file';
  return { name, maxFiles: schema.properties?.[name]?.maxItems ?? 1 };
}

function formOf(name: string, files: [BrokenFile, string][], texts: [string, string][] = []): Piece<Body> {
  const data = new FormData();
  for (const [file, fileName] of files) data.append(name, new File([file.bytes], fileName, { type: file.type }));
  for (const [key, value] of texts) data.append(key, value);
  return piece<Body>({ body: data }, true, `form ${name}: ${files.map(([f]) => f.note).join(', ') || 'no file'}`);
}

/** Multipart bodies that are not what the form wants. */
function rawForms(field: string): Piece<Body>[] {
  return [
    ['--fuzz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\x89PNG', 'multipart/form-data; boundary=fuzz'],
    ['no boundary at all', 'multipart/form-data'],
    ['--fuzz--', 'multipart/form-data; boundary=fuzz'],
    [JSON.stringify({ [field]: 'foto.png' }), 'application/json'],
  ].map(([text, type]) => piece<Body>({ body: text, contentType: type }, true, `raw ${type}: ${text!.slice(0, 30)}`));
}

function formBody(world: FuzzWorld, schema: OpenApiSchema): fc.Arbitrary<Piece<Body>> {
  const field = uploadField(schema);
  const fileName = fc.constantFrom('foto.png', '../../etc/passwd', `${'a'.repeat(300)}.png`, 'ñandú 👗.jpg', 'foto\u0000.png', '', 'x.svg');
  const form = fc
    .record({
      name: fc.oneof({ weight: 6, arbitrary: fc.constant(field.name) }, { weight: 2, arbitrary: fc.constantFrom(field.name.replace('[]', ''), 'file', 'constructor', '__proto__') }),
      files: fc.array(fc.tuple(fc.oneof(...brokenFiles(world)), fileName), { maxLength: field.maxFiles + 2 }),
      texts: fc.array(fc.tuple(fc.constantFrom('alt', field.name, 'nota', 'constructor'), fc.constantFrom('hola', 'a\u0000b', 'a\u202Eb', 'x'.repeat(5000))), { maxLength: 2 }),
    })
    .map(({ name, files, texts }) => formOf(name, files, texts));
  return fc.oneof({ weight: 4, arbitrary: form }, { weight: 1, arbitrary: fc.constantFrom(...rawForms(field.name)) });
}

function bodyPiece(doc: OpenApiDocument, op: Operation, world: FuzzWorld): fc.Arbitrary<Piece<Body>> {
  const content = op.spec.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  if (json) return jsonBody(doc, json);
  if (form) return formBody(world, resolveSchema(doc, form));
  // fetch sends no body with a GET.
  return op.method === 'get' ? fc.constant(piece<Body>({}, false, '')) : fc.oneof(...strayBodies());
}

/**
 * Bad requests for one operation as one role. Reads may get anything; an operation that
 * changes data only gets requests with at least one piece it must refuse.
 */
export function badRequests(doc: OpenApiDocument, op: Operation, world: FuzzWorld, role: Role): fc.Arbitrary<FuzzRequest> {
  const pathParams = (op.spec.parameters ?? []).filter((p) => p.in === 'path');
  const mustBreak = op.method !== 'get';
  return fc
    .record({
      path: fc.tuple(...pathParams.map(() => pathValue(world))),
      query: queryPiece(op),
      body: bodyPiece(doc, op, world),
      auth: authPiece(world, role),
    })
    .filter(({ path, query, body }) => !mustBreak || [...path, query, body].some((p) => p.breaks))
    .map(({ path, query, body, auth }) => {
      let i = 0;
      const url = op.path.replaceAll(/\{\w+\}/g, () => path[i++]!.value) + query.value;
      const headers = { ...auth, ...(body.value.contentType ? { 'Content-Type': body.value.contentType } : {}) };
      return { method: op.method.toUpperCase(), url, headers, body: body.value.body, notes: [...path, query, body].map((p) => p.note).filter(Boolean) };
    });
}

const buildRequest = (op: Operation, segments: string[], query: string, body: Body, auth: Record<string, string>, notes: string[]): FuzzRequest => {
  let i = 0;
  const url = op.path.replaceAll(/\{\w+\}/g, () => segments[i++] ?? MISSING_ID) + query;
  const headers = { ...auth, ...(body.contentType ? { 'Content-Type': body.contentType } : {}) };
  return { method: op.method.toUpperCase(), url, headers, body: body.body, notes: notes.filter(Boolean) };
};

/** The role that gets past the operation's access check, so the bad input itself is judged. */
export function roleFor(op: Operation): Role {
  if (op.spec.responses['403']) return 'admin';
  return (op.spec.security ?? []).length ? 'customer' : 'guest';
}

/**
 * Every kind of bad input once for the operation, as the role it is meant for: each bad path
 * segment, query keys named after prototype members, each body mutation and each broken file.
 * They run on every test run; the random requests vary around them.
 */
export function typicalBadRequests(doc: OpenApiDocument, op: Operation, world: FuzzWorld): FuzzRequest[] {
  const auth = world.auth[roleFor(op)];
  const pathCount = (op.spec.parameters ?? []).filter((p) => p.in === 'path').length;
  const queryNames = (op.spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const mutating = op.method !== 'get';
  const content = op.spec.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema;
  const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number) => fc.sample(arbitrary, { numRuns: 1, seed })[0]!;

  const plain: Body = jsonSchema ? { body: JSON.stringify(plausible(doc, jsonSchema)), contentType: 'application/json' } : {};
  const bodies: Piece<Body>[] = [];
  if (jsonSchema) {
    const base = plausible(doc, jsonSchema);
    jsonMutations(doc, jsonSchema).forEach((arbitrary, k) => {
      for (const seed of [k, k + 100, k + 200]) {
        const result = sample(arbitrary, seed)(base);
        if (!result) continue;
        const text = result.value instanceof RawText ? result.value.text : JSON.stringify(result.value);
        bodies.push(piece<Body>({ body: text, contentType: 'application/json' }, result.breaks, result.note));
      }
    });
    bodies.push(piece<Body>({ body: plain.body, contentType: 'text/plain' }, true, 'plausible body as text/plain'));
  } else if (formSchema) {
    const field = uploadField(resolveSchema(doc, formSchema));
    brokenFiles(world).forEach((arbitrary, k) => bodies.push(formOf(field.name, [[sample(arbitrary, k), 'foto.png']])));
    bodies.push(formOf('file', [[sample(brokenFiles(world)[0]!, 1), 'foto.png']]), ...rawForms(field.name));
  } else if (mutating) {
    strayBodies().forEach((arbitrary, k) => bodies.push(sample(arbitrary, k)));
  }
  const breakingBody = bodies.find((b) => b.breaks);

  const queries: Piece<string>[] = [
    piece(`?${PROTOTYPE_NAMES.filter((k) => !GUARDED_NAMES.has(k)).map((k) => `${k}=1`).join('&')}`, false, 'query keys named after prototype members'),
    piece('?__proto__=1', true, 'query __proto__'),
    piece(`?${queryNames[0] ?? 'q'}=a%00b`, true, 'query NUL'),
    piece(`?${queryNames[0] ?? 'q'}=a%E2%80%AEb`, true, 'query right-to-left override'),
    ...queryNames.flatMap((name) => [
      piece(`?${name}=1&${name}=2`, false, `query ${name} twice`),
      piece(`?${name}%5B%5D=1`, false, `query ${name}[]`),
      piece(`?${name}=%201`, false, `query ${name} with a space`),
    ]),
  ];

  const requests: FuzzRequest[] = [];
  const add = (segments: string[], query: Piece<string>, body: Piece<Body> | undefined, segmentsBreak: boolean) => {
    if (mutating && !segmentsBreak && !query.breaks && !body?.breaks) return;
    requests.push(buildRequest(op, segments, query.value, body?.value ?? {}, auth, [segments.join('/'), query.note, body?.note ?? '']));
  };
  const missing = Array.from({ length: pathCount }, () => MISSING_ID);
  const existing = Array.from({ length: pathCount }, () => world.existingIds[0]!);
  const none = piece('', false, '');
  for (const segment of pathCount ? BAD_SEGMENTS : []) add(Array.from({ length: pathCount }, () => segment), none, piece(plain, false, 'plausible body'), true);
  // Queries with a missing id, or with a body that must be refused, so only the query is in doubt.
  for (const query of queries) add(pathCount ? missing : [], query, pathCount ? piece(plain, false, '') : breakingBody, pathCount > 0);
  // Bodies at a real row when they must be refused, else at a missing one.
  for (const body of bodies) add(body.breaks ? existing : missing, none, body, pathCount > 0 && !body.breaks);
  return requests;
}

// ---------------------------------------------------------------------------------------------
// Issue 33: every text an operation reads refuses invisible and direction-changing characters.

/** Letters with a right-to-left override and a zero-width space among them. */
export const INVISIBLE_TEXT = 'Ana\u202E\u200Bsol';

/**
 * For each text an operation reads (every query parameter, every string field of its JSON body
 * but a password, every text field of its form), one request as the role meant for it with that
 * text made `INVISIBLE_TEXT` and the rest plausible: the request guard must refuse each with a 422
 * naming that field, whatever else is wrong with the request. Each comes from its own network
 * address, so no per-address limit answers first.
 */
export function invisibleTextRequests(doc: OpenApiDocument, op: Operation, world: FuzzWorld): { field: string; request: FuzzRequest }[] {
  const auth = world.auth[roleFor(op)];
  const segments = (op.spec.parameters ?? []).filter((p) => p.in === 'path').map(() => MISSING_ID);
  const content = op.spec.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema;
  const base = jsonSchema ? plausible(doc, jsonSchema) : undefined;
  const jsonBody = (value: Json | undefined): Body => (value === undefined ? {} : { body: JSON.stringify(value), contentType: 'application/json' });
  let address = 0;
  const request = (field: string, query: string, body: Body) => ({
    field,
    request: buildRequest(op, segments, query, body, { ...auth, 'X-Forwarded-For': `10.33.${Math.floor(address / 250)}.${(address++ % 250) + 1}` }, [`${field} = ${escapeChar(INVISIBLE_TEXT)}`]),
  });

  const requests: { field: string; request: FuzzRequest }[] = [];
  for (const param of (op.spec.parameters ?? []).filter((p) => p.in === 'query')) {
    requests.push(request(param.name, `?${param.name}=${encodeURIComponent(INVISIBLE_TEXT)}`, jsonBody(base)));
  }
  if (jsonSchema) {
    for (const f of fieldsOf(doc, jsonSchema, base!)) {
      if (!f.types.has('string') || isPasswordField(String(f.path.at(-1)))) continue;
      const changed = setAt(base!, f.path, INVISIBLE_TEXT);
      if (changed !== undefined) requests.push(request(f.path.join('.'), '', jsonBody(changed)));
    }
  }
  if (formSchema) {
    const schema = resolveSchema(doc, formSchema);
    const fileField = uploadField(schema).name;
    for (const name of Object.keys(schema.properties ?? {}).filter((n) => n !== fileField && !isPasswordField(n))) {
      const data = new FormData();
      data.append(name, INVISIBLE_TEXT);
      requests.push(request(name, '', { body: data }));
    }
  }
  return requests;
}
