/**
 * The OpenAPI document as the tests read it (`/api/openapi.json`): its operations, its schemas with
 * `$ref`s resolved, and where a success answer says nothing about its shape.
 */

export interface OpenApiSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, OpenApiSchema>;
  additionalProperties?: boolean | OpenApiSchema;
  required?: string[];
  items?: OpenApiSchema | boolean;
  prefixItems?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: OpenApiSchema;
}

export interface OpenApiMedia {
  schema?: OpenApiSchema;
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, { description?: string; content?: Record<string, OpenApiMedia> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; contact?: Record<string, string>; license?: Record<string, string> };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema>; securitySchemes?: Record<string, Record<string, string>> };
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  method: (typeof HTTP_METHODS)[number];
  /** As the document writes it: `/api/products/{idOrSlug}`. */
  path: string;
  /** `GET /api/products/{idOrSlug}`, for messages. */
  key: string;
  spec: OpenApiOperation;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      key: `${method.toUpperCase()} ${path}`,
      spec: item[method]!,
    })),
  );
}

/** A schema with its `$ref` followed (components only: the document has no other kind). */
export function resolveSchema(doc: OpenApiDocument, schema: OpenApiSchema): OpenApiSchema {
  let current = schema;
  for (let hops = 0; current.$ref; hops++) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
    const target = name ? doc.components?.schemas?.[name] : undefined;
    if (!target || hops > 20) throw new Error(`Unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** A bearer-token operation (`security: [{ bearer: [] }]`), as opposed to a public one (`security: []`). */
/** A bearer token is required: an empty requirement next to it (`[{}, { bearer: [] }]`, the 'shopper' access) makes it optional. */
export const needsToken = (op: OpenApiOperation) =>
  (op.security ?? []).some((requirement) => 'bearer' in requirement) && !(op.security ?? []).some((requirement) => Object.keys(requirement).length === 0);

const SHAPE_KEYS = ['type', '$ref', 'properties', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'] as const;

/**
 * Every place under `schema` that says nothing about its shape, as JSON paths: a schema with no
 * type (`{}`, from `z.any()` or `z.unknown()`), an array without typed items, an object without
 * properties, or an object open to extra keys. A record is typed when its values are and it says
 * (in a description) what its keys are, as `by_role` does.
 */
export function untypedSpots(doc: OpenApiDocument, schema: OpenApiSchema | boolean | undefined, at: string, seen = new Set<string>()): string[] {
  if (schema === undefined || typeof schema === 'boolean') return [at];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    return untypedSpots(doc, resolveSchema(doc, schema), `${at}→${schema.$ref.replace('#/components/schemas/', '')}`, new Set([...seen, schema.$ref]));
  }
  if (!SHAPE_KEYS.some((key) => schema[key] !== undefined)) return [at];
  const spots: string[] = [];
  for (const [i, branch] of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].entries()) {
    spots.push(...untypedSpots(doc, branch, `${at}|${i}`, seen));
  }
  const types = [schema.type ?? []].flat();
  if (types.includes('array')) {
    if (schema.prefixItems) schema.prefixItems.forEach((item, i) => spots.push(...untypedSpots(doc, item, `${at}[${i}]`, seen)));
    else spots.push(...untypedSpots(doc, schema.items, `${at}[]`, seen));
  }
  if (types.includes('object') || schema.properties) {
    const properties = Object.entries(schema.properties ?? {});
    const extra = schema.additionalProperties;
    const isOpen = extra !== undefined && extra !== false;
    if (isOpen && (properties.length > 0 || extra === true || !schema.description)) spots.push(`${at} (open to any key)`);
    else if (isOpen) spots.push(...untypedSpots(doc, extra, `${at}{}`, seen));
    else if (properties.length === 0) spots.push(`${at} (object without properties)`);
    for (const [name, property] of properties) spots.push(...untypedSpots(doc, property, `${at}.${name}`, seen));
  }
  return spots;
}
