// A backup is two files side by side, named after the minute it was taken (UTC):
// `tienda-diverso-2026-11-29T0300Z.backup` (the database) and `tienda-diverso-2026-11-29T0300Z.json`
// (its manifest). The name alone dates a backup, so the retention rule needs no other record.

const PREFIX = 'tienda-diverso-';
const NAME = /^tienda-diverso-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})Z$/;

export const ARCHIVE_SUFFIX = '.backup';
export const MANIFEST_SUFFIX = '.json';

/** `tienda-diverso-2026-11-29T0300Z` for a backup taken at that minute (UTC). */
export function backupName(at: Date): string {
  const iso = at.toISOString();
  return `${PREFIX}${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z`;
}

/** The minute a backup's name says it was taken, or null when the name is not a backup's. */
export function backupDate(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // 2026-02-31 is not a date: Date.UTC would roll it over.
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

/** The backup a file belongs to (`…Z.backup` or `…Z.json`), or null for any other file. */
export function backupOfFile(fileName: string): string | null {
  for (const suffix of [ARCHIVE_SUFFIX, MANIFEST_SUFFIX]) {
    if (fileName.endsWith(suffix)) {
      const name = fileName.slice(0, -suffix.length);
      return backupDate(name) ? name : null;
    }
  }
  return null;
}
