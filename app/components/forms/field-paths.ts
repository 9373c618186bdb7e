// Dotted paths into a form's values, the way the API names fields ('variants.0.sku'), so one
// form can hold nested objects and lists of rows and still bind each input by its path.

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | File;
type Join<K extends string | number, P> = P extends string ? `${K}.${P}` : never;

/** Every path into V, down to six levels: 'name', 'variants', 'variants.0', 'variants.0.sku'. */
export type Path<V, Depth extends readonly unknown[] = []> = Depth['length'] extends 6
  ? never
  : V extends Leaf
    ? never
    : V extends readonly (infer Row)[]
      ? `${number}` | Join<number, Path<Row, [...Depth, 0]>>
      : { [K in keyof V & string]: K | Join<K, Path<V[K], [...Depth, 0]>> }[keyof V & string];

/** The type found at a path. */
export type PathValue<V, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? V extends readonly (infer Row)[]
    ? PathValue<Row, Rest>
    : Head extends keyof V
      ? PathValue<V[Head], Rest>
      : never
  : V extends readonly (infer Row)[]
    ? Row
    : P extends keyof V
      ? V[P]
      : never;

/** The paths whose value is of type T (the text inputs of a form are its string paths). */
export type PathTo<V, T> = { [P in Path<V>]: PathValue<V, P> extends T ? P : never }[Path<V>];

const segments = (path: string) => path.split('.');

export function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const key of segments(path)) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with `value` at `path`; only the objects and lists on the way are copied. */
export function withValueAt<V>(values: V, path: string, value: unknown): V {
  const [key, ...rest] = segments(path);
  const inner = rest.length ? withValueAt(valueAt(values, key!), rest.join('.'), value) : value;
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[Number(key)] = inner;
    return copy as V;
  }
  return { ...(values as object), [key!]: inner } as V;
}
