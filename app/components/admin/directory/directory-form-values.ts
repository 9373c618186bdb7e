import type { AdminDirectoryBody, AdminDirectoryEntry } from '@common/directory/contracts';
import type { DirectoryKind } from '@common/directory/rules';
import type { FieldErrors, FormFailure } from '~/components/forms/field-errors';

export const ADMIN_DIRECTORY_PATH = '/admin/directory';

export const adminDirectoryEntryPath = (entry: Pick<AdminDirectoryEntry, 'id'>) => `${ADMIN_DIRECTORY_PATH}/${entry.id}`;

/** The entry form's fields as the controls hold them; the tag being typed is kept apart from the list. */
export interface DirectoryFormValues {
  kind: DirectoryKind;
  name: string;
  slug: string;
  sector: string;
  summary: string;
  description: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  website: string;
  tags: string[];
  tag_draft: string;
  is_verified: boolean;
  is_active: boolean;
}

export function directoryFormValues(entry?: AdminDirectoryEntry): DirectoryFormValues {
  return {
    kind: entry?.kind ?? 'empresa',
    name: entry?.name ?? '',
    slug: entry?.slug ?? '',
    sector: entry?.sector ?? '',
    summary: entry?.summary ?? '',
    description: entry?.description ?? '',
    address: entry?.address ?? '',
    postal_code: entry?.postal_code ?? '',
    city: entry?.city ?? '',
    province: entry?.province ?? '',
    phone: entry?.phone ?? '',
    email: entry?.email ?? '',
    website: entry?.website ?? '',
    tags: entry ? [...entry.tags] : [],
    tag_draft: '',
    is_verified: entry?.is_verified ?? false,
    is_active: entry?.is_active ?? true,
  };
}

/** 'Arreglos, Km 0 ' → ['arreglos', 'km 0']: the words typed, split at commas, trimmed, lower case, once each. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag.length > 0);
}

/** The list with the new tags added at its end (a tag already there is not added twice). */
export function withTags(tags: readonly string[], text: string): string[] {
  const next = [...tags];
  for (const tag of splitTags(text)) if (!next.includes(tag)) next.push(tag);
  return next;
}

/**
 * The values as the API's body: every field is sent, so an emptied one is cleared ('' → null) and a
 * create carries all the required ones; a tag still being typed counts as added.
 */
export function directoryBody(values: DirectoryFormValues): AdminDirectoryBody {
  return {
    kind: values.kind,
    name: values.name,
    slug: values.slug.trim(),
    sector: values.sector,
    summary: values.summary,
    description: values.description,
    address: values.address,
    postal_code: values.postal_code,
    city: values.city,
    // '' is not a province: the contract says 'Elige una provincia de la lista.'
    province: values.province as AdminDirectoryBody['province'],
    phone: values.phone,
    email: values.email,
    website: values.website,
    tags: withTags(values.tags, values.tag_draft),
    is_verified: values.is_verified,
    is_active: values.is_active,
  };
}

/** A message about one tag ('tags.2') belongs to the tags control, which is named 'tags'. */
export function withTagErrorsTogether(errors: FieldErrors): FieldErrors {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const key = /^tags\.\d+$/.test(path) ? 'tags' : path;
    if (!Object.hasOwn(result, key)) result[key] = message;
  }
  return result;
}

export function tagFailure(failure: FormFailure): FormFailure {
  return { ...failure, fieldErrors: withTagErrorsTogether(failure.fieldErrors) };
}
