// The directory's words and paths, shared by the API, the pages and the seed.

/** The three kinds of entry, as stored. */
export const DIRECTORY_KINDS = ['empresa', 'servicio', 'profesional'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/** The path segment of each kind: /directorio/empresas, /directorio/empresas/{slug}. */
export const DIRECTORY_KIND_PATHS: Record<DirectoryKind, string> = {
  empresa: 'empresas',
  servicio: 'servicios',
  profesional: 'profesionales',
};

/** Tab and heading of each kind (plural) and the label of one entry (singular). */
export const DIRECTORY_KIND_LABELS: Record<DirectoryKind, { plural: string; singular: string }> = {
  empresa: { plural: 'Empresas', singular: 'Empresa' },
  servicio: { plural: 'Servicios', singular: 'Servicio' },
  profesional: { plural: 'Profesionales', singular: 'Profesional' },
};

/** The kind a path segment names ('empresas' → 'empresa'), or null. */
export function kindFromPath(segment: string): DirectoryKind | null {
  const found = DIRECTORY_KINDS.find((kind) => DIRECTORY_KIND_PATHS[kind] === segment);
  return found ?? null;
}

/** The public address of an entry. */
export function directoryEntryPath(entry: { kind: DirectoryKind; slug: string }): string {
  return `/directorio/${DIRECTORY_KIND_PATHS[entry.kind]}/${entry.slug}`;
}

/** 'Cámara Ñandú' → 'camara nandu': lower case, accents and ñ folded, spaces collapsed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a search matches: name, sector, summary, tags, city and province, folded. */
export function directorySearchText(entry: {
  name: string;
  sector: string;
  summary: string;
  tags: readonly string[];
  city: string;
  province: string;
}): string {
  return foldForSearch([entry.name, entry.sector, entry.summary, entry.tags.join(' '), entry.city, entry.province].join(' '));
}

/** The words of a search, folded; an entry matches when its text holds every one. */
export function searchWords(search: string): string[] {
  return foldForSearch(search)
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** Spanish order for places and names ('Ávila' with the A's, 'Ñ' after 'N'). */
export const compareSpanish = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });

/** Tags an entry may have (the contract's bound, here so a page can say it without loading zod). */
export const DIRECTORY_TAGS_MAX = 8;
