import { describe, expect, it } from 'vitest';
import { SPANISH_PROVINCES } from '../../common/address/provinces';
import { SLUG_PATTERN } from '../../common/catalog/slug';
import { postalCodeMatchesProvince } from '../../common/address/postal-codes';
import { AdminDirectoryBody, DIRECTORY_TAGS_MAX } from '../../common/directory/contracts';
import { DIRECTORY_KINDS } from '../../common/directory/rules';
import { DIRECTORY_SEED_ENTRIES } from './directory-entries';

const entries = DIRECTORY_SEED_ENTRIES;
const countBy = (values: string[]) => values.reduce((map, value) => map.set(value, (map.get(value) ?? 0) + 1), new Map<string, number>());

describe('the demo directory', () => {
  it('passes the rules of the staff form, entry by entry', () => {
    for (const entry of entries) {
      const parsed = AdminDirectoryBody.safeParse(entry);
      expect(parsed.error?.issues ?? [], entry.slug).toEqual([]);
    }
  });

  it('places every entry in a real province, with a postal code of that province', () => {
    for (const entry of entries) {
      expect(SPANISH_PROVINCES, entry.slug).toContain(entry.province);
      expect(entry.city.trim(), entry.slug).not.toBe('');
      if (entry.postal_code !== null) {
        expect(entry.postal_code, entry.slug).toMatch(/^\d{5}$/);
        expect(postalCodeMatchesProvince(entry.postal_code, entry.province), `${entry.slug}: ${entry.postal_code} ${entry.province}`).toBe(true);
      }
      // A street without a postal code (or the other way round) would print half an address.
      expect(entry.address === null, entry.slug).toBe(entry.postal_code === null);
    }
  });

  it('has unique, valid slugs', () => {
    const slugs = entries.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });

  it('has a summary for the card and a description of two or three paragraphs', () => {
    for (const entry of entries) {
      expect(entry.summary.length, entry.slug).toBeGreaterThanOrEqual(20);
      expect(entry.summary.length, entry.slug).toBeLessThanOrEqual(300);
      const paragraphs = entry.description.split('\n\n');
      expect(paragraphs.length, entry.slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, entry.slug).toBeLessThanOrEqual(3);
      for (const paragraph of paragraphs) expect(paragraph.trim(), entry.slug).toBe(paragraph);
    }
  });

  it('has a few lower-case tags on each entry', () => {
    for (const entry of entries) {
      expect(entry.tags.length, entry.slug).toBeGreaterThanOrEqual(2);
      expect(entry.tags.length, entry.slug).toBeLessThanOrEqual(DIRECTORY_TAGS_MAX);
      for (const tag of entry.tags) expect(tag, entry.slug).toBe(tag.toLowerCase());
      expect(new Set(entry.tags).size, entry.slug).toBe(entry.tags.length);
    }
  });

  it('points only at reserved .example domains', () => {
    for (const entry of entries) {
      if (entry.email !== null) expect(entry.email.split('@')[1], entry.slug).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.example$/);
      if (entry.website !== null) expect(new URL(entry.website).hostname, entry.slug).toMatch(/\.example$/);
    }
  });

  it('spreads over all three kinds, many provinces and sectors worth filtering by', () => {
    const kinds = countBy(entries.map((entry) => entry.kind));
    for (const kind of DIRECTORY_KINDS) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(10);
    expect(new Set(entries.map((entry) => entry.province)).size).toBeGreaterThanOrEqual(12);
    // Several entries in one town, so the places list groups something.
    const towns = countBy(entries.map((entry) => `${entry.city}, ${entry.province}`));
    expect([...towns.values()].filter((count) => count >= 3).length).toBeGreaterThanOrEqual(4);
    // No sector with a single entry: each one is a useful filter.
    for (const [sector, count] of countBy(entries.map((entry) => entry.sector))) expect(count, sector).toBeGreaterThanOrEqual(2);
  });

  it('leaves some fields empty, as people working from home do', () => {
    expect(entries.filter((entry) => entry.address === null).length).toBeGreaterThanOrEqual(3);
    expect(entries.filter((entry) => entry.website === null).length).toBeGreaterThanOrEqual(3);
    const verified = entries.filter((entry) => entry.is_verified).length;
    expect(verified).toBeGreaterThan(entries.length / 2);
    expect(verified).toBeLessThan(entries.length);
  });
});
