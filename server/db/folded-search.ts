import { sql, type SQL } from 'drizzle-orm';

// Accent- and case-blind search for the staff lists ('Núñez' found by 'nunez'), the same on PGlite
// (which has no unaccent) and PostgreSQL: the column folded in SQL, the typed text folded here.

const ACCENTED = 'áàäâãåéèëêíìïîóòöôõúùüûñçý';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncy';

export const folded = (column: SQL | Parameters<typeof sql>[1]) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/** `%text%` for LIKE on a folded column, with LIKE's own characters escaped. */
export const likePattern = (text: string) => `%${foldText(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
