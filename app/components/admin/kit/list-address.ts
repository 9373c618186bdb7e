import type { z } from 'zod';

/**
 * A back-office list's filters in the address, derived from the endpoint's query schema (the
 * zod object of `common/<domain>/contracts.ts`, built with the strict readers of
 * `common/query-params.ts`), so the list reads exactly what the API takes:
 *
 *   const productsAddress = defineListAddress(AdminProductListQuery, { names: { category_id: 'category' } });
 *   productsAddress.read(params)          // URLSearchParams → { search?, status?, category_id?, page }
 *   productsAddress.write(filters)        // → URLSearchParams, defaults and empties left out, schema order
 *   productsAddress.queryString(filters)  // → '?status=draft&page=2' or '' (links, page hrefs)
 *   useListFilters({ path, address: productsAddress, hasPage, onRetry })
 *
 * Reading never throws: a value the field's reader refuses (a bad page, an unknown status, a
 * repeated parameter) falls back to the field's default, and so does a field the whole schema's
 * own checks refuse (a 'to' day before 'from'). `fields` picks the filters the address keeps
 * (every field but `per_page` unless said), `names` renames one in the address (`category_id` is
 * `?category=` there). A list with a filter the API lacks extends the schema with it
 * (`AdminUserListQuery.pick(…).extend({ order: queryEnum(…).default('recent') })`).
 */

type AnyObject = z.ZodObject<z.ZodRawShape>;
type Output<S extends AnyObject> = z.output<S>;
/** The fields an address keeps unless told: all but the page size, which the list fixes. */
type DefaultFields<S extends AnyObject> = Exclude<keyof Output<S> & string, 'per_page'>;

export interface ListAddressOptions<K extends string> {
  /** The filters the address holds, in the order it writes them (default: the schema's, without `per_page`). */
  fields?: readonly K[];
  /** A field's name in the address when it is not the API's (`{ category_id: 'category' }`). */
  names?: { [P in NoInfer<K>]?: string };
}

export interface ListAddress<F> {
  /** The address's query → the filters; a missing, empty or refused value is the field's default. */
  read(params: URLSearchParams): F;
  /** The filters → the address's query: defaults, empties and values the field would refuse left out, in a fixed order. */
  write(filters: Partial<F>): URLSearchParams;
  /** The same as text for a link: '?…', or '' when nothing is set. */
  queryString(filters: Partial<F>): string;
  /** The filters with nothing chosen (each field's default). */
  readonly defaults: F;
  /** Whether any filter differs from its default, the page and those in `except` (a chosen order) aside. */
  isFiltered(filters: F, except?: readonly (keyof F)[]): boolean;
}

/** Derives a list's address reader and writer from the query schema of its endpoint. */
export function defineListAddress<S extends AnyObject, const K extends keyof Output<S> & string = DefaultFields<S>>(
  schema: S,
  options: ListAddressOptions<K> = {},
): ListAddress<Pick<Output<S>, K>> {
  type F = Pick<Output<S>, K>;
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = (options.fields ?? Object.keys(shape).filter((key) => key !== 'per_page')) as readonly K[];
  for (const key of keys) {
    if (!shape[key]) throw new Error(`defineListAddress: the schema has no field ${key}`);
  }
  const nameOf = (key: K) => options.names?.[key] ?? key;

  /** A field's value from its text, or undefined when the field's reader refuses it or it says nothing. */
  function parseField(key: K, text: string): { ok: true; value: unknown } | { ok: false } {
    const parsed = shape[key]!.safeParse(text);
    if (!parsed.success || parsed.data === undefined || parsed.data === '') return { ok: false };
    return { ok: true, value: parsed.data };
  }

  const defaults = {} as Record<string, unknown>;
  for (const key of keys) {
    const parsed = shape[key]!.safeParse(undefined);
    defaults[key] = parsed.success ? parsed.data : undefined;
  }

  function read(params: URLSearchParams): F {
    const texts = new Map<K, string>();
    for (const key of keys) {
      const values = params.getAll(nameOf(key));
      // Each field takes one value (the contract's rule): a repeated one is a mistake, not a choice.
      if (values.length === 1 && parseField(key, values[0]!).ok) texts.set(key, values[0]!);
    }
    // The whole schema's checks across fields ('to' not before 'from'): a field they refuse is
    // dropped, and the rest checked again (a field at a time, so this ends).
    for (let round = 0; round < keys.length; round++) {
      const checked = schema.safeParse(Object.fromEntries(texts));
      if (checked.success) break;
      const refused = checked.error.issues.map((issue) => issue.path[0]).filter((key): key is K => texts.has(key as K));
      if (refused.length === 0) break;
      for (const key of refused) texts.delete(key);
    }
    const filters: Record<string, unknown> = { ...defaults };
    for (const [key, text] of texts) {
      const parsed = parseField(key, text);
      if (parsed.ok) filters[key] = parsed.value;
    }
    return filters as F;
  }

  function write(filters: Partial<F>): URLSearchParams {
    const params = new URLSearchParams();
    for (const key of keys) {
      const value = (filters as Record<string, unknown>)[key];
      if (value === undefined || value === null || value === '') continue;
      const text = String(value);
      const parsed = parseField(key, text);
      if (!parsed.ok || parsed.value === defaults[key]) continue;
      params.set(nameOf(key), text);
    }
    return params;
  }

  function queryString(filters: Partial<F>): string {
    const text = write(filters).toString();
    return text ? `?${text}` : '';
  }

  function isFiltered(filters: F, except: readonly (keyof F)[] = []): boolean {
    return keys.some((key) => {
      if (key === 'page' || except.includes(key as keyof F)) return false;
      const value = (filters as Record<string, unknown>)[key];
      return value !== undefined && value !== '' && value !== defaults[key];
    });
  }

  return { read, write, queryString, defaults: defaults as F, isFiltered };
}
