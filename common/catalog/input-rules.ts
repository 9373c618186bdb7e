/**
 * How what staff type (or import) becomes a stored value: tags and slugs. Apart from rules.ts, which
 * every public page downloads with its shell: only the server and the back-office need these.
 */

/** Tags may come as an array, a JSON string or a comma-separated string (spec §3). */
export function parseTags(input: unknown): string[] {
  let list: unknown[] = [];
  if (Array.isArray(input)) list = input;
  else if (typeof input === 'string') {
    const text = input.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        list = Array.isArray(parsed) ? parsed : [];
      } catch {
        list = text.slice(1, -1).split(',');
      }
    } else list = text.split(',');
  }
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const tag = String(item).trim().replace(/^["']|["']$/g, '').trim().toLowerCase();
    if (tag && !seen.has(tag)) {
      seen.add(tag);
      tags.push(tag.slice(0, 40));
    }
  }
  return tags;
}

/** 'Camisa de Lino Azul' → 'camisa-de-lino-azul' (accents folded). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 160);
}
