import { SPANISH_PROVINCES } from '../address/provinces';
import { PAGE_FIELDS } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { optionalFlag } from '../api/body-fields';
import { optionalSlug } from '../catalog/slug';
import { postalCodeMatchesProvince, postalCodeMismatchMessage } from '../address/postal-codes';
import { queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';
import { DIRECTORY_KINDS, DIRECTORY_TAGS_MAX } from './rules';

export const DIRECTORY_STATUSES = ['pending', 'approved'] as const;
export type DirectoryStatus = (typeof DIRECTORY_STATUSES)[number];
export const DIRECTORY_STATUS_LABELS: Record<DirectoryStatus, string> = { pending: 'Pendiente', approved: 'Publicada' };

export const DIRECTORY_PER_PAGE = 12;
export { DIRECTORY_TAGS_MAX };

const KIND_MESSAGE = 'El tipo debe ser empresa, servicio o profesional.';

// ——— Public reads ———

/** An entry as the directory lists it (the card). */
export const DirectoryEntrySummary = z
  .object({
    id: z.int(),
    kind: z.enum(DIRECTORY_KINDS),
    name: z.string(),
    slug: z.string(),
    path: z.string().meta({ description: 'Su página: /directorio/{empresas|servicios|profesionales}/{slug}.' }),
    sector: z.string(),
    summary: z.string(),
    city: z.string(),
    province: z.string(),
    logo_url: z.string().nullable(),
    tags: z.array(z.string()),
    is_verified: z.boolean().meta({ description: 'El equipo de la tienda ha comprobado sus datos.' }),
  })
  .meta({ id: 'DirectoryEntrySummary', description: 'Una ficha del directorio, como aparece en la lista.' });
export type DirectoryEntrySummary = z.infer<typeof DirectoryEntrySummary>;

/** An entry's page: everything public about it. */
export const DirectoryEntry = DirectoryEntrySummary.extend({
  description: z.string().nullable().meta({ description: 'Texto plano; los párrafos van separados por una línea en blanco.' }),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  updated_at: z.iso.datetime(),
}).meta({ id: 'DirectoryEntry', description: 'Una ficha del directorio con sus datos de contacto.' });
export type DirectoryEntry = z.infer<typeof DirectoryEntry>;

const Facet = z.object({ value: z.string(), count: z.int().min(0) });
export const DirectoryFacets = z
  .object({
    kinds: z.array(z.object({ kind: z.enum(DIRECTORY_KINDS), count: z.int().min(0) })).meta({
      description: 'Fichas de cada tipo con la búsqueda y los filtros de lugar y sector (sin el de tipo).',
    }),
    provinces: z.array(Facet).meta({ description: 'Provincias con fichas para el tipo y la búsqueda, en orden alfabético.' }),
    cities: z.array(Facet.extend({ province: z.string() })).meta({ description: 'Localidades con fichas para el tipo, la búsqueda y la provincia.' }),
    sectors: z.array(Facet).meta({ description: 'Sectores con fichas para el tipo, la búsqueda y el lugar.' }),
  })
  .meta({ id: 'DirectoryFacets' });
export type DirectoryFacets = z.infer<typeof DirectoryFacets>;

export const DirectoryPage = z
  .object({ data: z.array(DirectoryEntrySummary), ...PAGE_FIELDS, facets: DirectoryFacets })
  .meta({ id: 'DirectoryPage', description: 'Una página del directorio con los recuentos para sus filtros.' });
export type DirectoryPage = z.infer<typeof DirectoryPage>;

export const DirectoryListQuery = strictQuery({
  kind: queryEnum('kind', DIRECTORY_KINDS, KIND_MESSAGE).optional(),
  search: queryText('search', 100).optional(),
  province: queryText('province', 60).optional(),
  city: queryText('city', 100).optional(),
  sector: queryText('sector', 80).optional(),
  page: queryInt('page', 1, 10_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 48).default(DIRECTORY_PER_PAGE),
});
export type DirectoryListQuery = z.infer<typeof DirectoryListQuery>;

export const DirectorySlugParam = z.object({
  slug: z
    .string()
    .max(180, 'El slug no puede superar 180 caracteres.')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'El slug solo admite minúsculas, números y guiones.'),
});

/** /directorio/locations: every province with entries, its count and its towns. */
export const DirectoryLocations = z
  .array(
    z.object({
      province: z.string(),
      count: z.int().min(1),
      cities: z.array(z.object({ city: z.string(), count: z.int().min(1) })),
    }),
  )
  .meta({ id: 'DirectoryLocations', description: 'Provincias con fichas publicadas (orden alfabético español), con sus localidades.' });
export type DirectoryLocations = z.infer<typeof DirectoryLocations>;

// ——— Fields a visitor and staff both write ———

const required = (label: string, max: number, missing = `${label} es obligatorio.`) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, `${label} no puede superar ${max} caracteres.`);

/** '' → null (clears the field); absent stays absent, so an edit changes only what it sends. */
function emptyToNull(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null;
}

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .max(max, `${label} no puede superar ${max} caracteres.`)
    .nullable()
    .optional()
    .transform(emptyToNull);

const optionalPhone = z
  .string({ error: 'El teléfono debe ser un texto.' })
  .trim()
  .refine((v) => v === '' || /^\+?[0-9 ()-]{9,20}$/.test(v), 'Introduce un teléfono válido (9 cifras como mínimo).')
  .nullable()
  .optional()
  .transform(emptyToNull);

const optionalEmail = (label: string) =>
  z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .max(254, `${label} no puede superar 254 caracteres.`)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Introduce un email válido.')
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : emptyToNull(v)));

const optionalWebsite = z
  .string({ error: 'La web debe ser un texto.' })
  .trim()
  .max(300, 'La web no puede superar 300 caracteres.')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v), 'La web debe empezar por https:// (por ejemplo, https://mitaller.es).')
  .nullable()
  .optional()
  .transform(emptyToNull);

const optionalPostalCode = z
  .string({ error: 'El código postal debe ser un texto.' })
  .trim()
  .refine((v) => v === '' || /^\d{5}$/.test(v), 'El código postal tiene 5 cifras.')
  .nullable()
  .optional()
  .transform(emptyToNull);

const tags = z
  .array(z.string({ error: 'Cada etiqueta debe ser un texto.' }).trim().min(1, 'Las etiquetas no pueden estar vacías.').max(40, 'Cada etiqueta admite 40 caracteres como máximo.'), {
    error: 'Las etiquetas deben ser una lista.',
  })
  .max(DIRECTORY_TAGS_MAX, `Como máximo ${DIRECTORY_TAGS_MAX} etiquetas.`)
  .transform((list) => [...new Set(list.map((tag) => tag.toLowerCase()))]);

const entryFields = {
  kind: z.enum(DIRECTORY_KINDS, { error: KIND_MESSAGE }),
  name: required('El nombre', 160),
  sector: required('El sector', 80).meta({ description: "El oficio, p. ej. 'Taller textil', 'Arreglos y confección'." }),
  summary: z
    .string({ error: 'La presentación breve es obligatoria.' })
    .trim()
    .min(20, 'Cuéntalo en al menos 20 caracteres.')
    .max(300, 'La presentación breve no puede superar 300 caracteres.'),
  description: optionalText('La descripción', 4000),
  address: optionalText('La dirección', 200),
  postal_code: optionalPostalCode,
  city: required('La localidad', 100, 'La localidad es obligatoria.'),
  province: z.enum(SPANISH_PROVINCES, { error: 'Elige una provincia de la lista.' }),
  phone: optionalPhone,
  email: optionalEmail('El email público'),
  website: optionalWebsite,
  tags: tags.optional(),
};

function refinePlace(entry: { postal_code?: string | null; province?: string }, ctx: z.RefinementCtx) {
  if (entry.postal_code && entry.province && !postalCodeMatchesProvince(entry.postal_code, entry.province)) {
    ctx.addIssue({ code: 'custom', path: ['postal_code'], message: postalCodeMismatchMessage(entry.province) });
  }
}

// ——— 'Añade tu negocio' ———

/**
 * What a visitor proposes. `fax` is a honeypot: hidden from people, filled in by bots; a proposal
 * with it gets the same 201 and is not stored.
 */
export const DirectoryProposalBody = z
  .object(
    {
      ...entryFields,
      contact_name: required('Tu nombre', 120),
      contact_email: z
        .string({ error: 'Tu email es obligatorio.' })
        .trim()
        .min(1, { error: 'Tu email es obligatorio.', abort: true })
        .max(254, 'Tu email no puede superar 254 caracteres.')
        .pipe(z.email('Introduce un email válido.'))
        .transform((v) => v.toLowerCase()),
      accept_terms: z.literal(true, { error: 'Tienes que aceptar que publiquemos estos datos.' }),
      fax: z.string().max(200).optional().meta({ description: 'Déjalo vacío (campo trampa para robots).' }),
    },
    { error: 'La propuesta debe ser un objeto con sus campos.' },
  )
  .catchall(unknownField)
  .superRefine(refinePlace)
  .meta({ id: 'DirectoryProposalBody' });
export type DirectoryProposalBody = z.input<typeof DirectoryProposalBody>;

// ——— Staff ———

/** An entry in the back-office: the public fields plus moderation. */
export const AdminDirectoryEntry = DirectoryEntry.extend({
  status: z.enum(DIRECTORY_STATUSES),
  is_active: z.boolean().meta({ description: 'false: publicada pero oculta del directorio.' }),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  reviewed_by: z.object({ id: z.int(), name: z.string() }).nullable(),
  reviewed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
}).meta({ id: 'AdminDirectoryEntry', description: 'Una ficha del directorio en el back-office, con su moderación.' });
export type AdminDirectoryEntry = z.infer<typeof AdminDirectoryEntry>;

export const AdminDirectoryPage = z
  .object({
    data: z.array(AdminDirectoryEntry),
    ...PAGE_FIELDS,
    pending_count: z.int().min(0).meta({ description: 'Propuestas pendientes en total, para el aviso del listado.' }),
  })
  .meta({ id: 'AdminDirectoryPage' });
export type AdminDirectoryPage = z.infer<typeof AdminDirectoryPage>;

export const AdminDirectoryListQuery = strictQuery({
  status: queryEnum('status', DIRECTORY_STATUSES, 'El estado debe ser pending o approved.').optional(),
  kind: queryEnum('kind', DIRECTORY_KINDS, KIND_MESSAGE).optional(),
  search: queryText('search', 100).optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(20),
});
export type AdminDirectoryListQuery = z.infer<typeof AdminDirectoryListQuery>;

/**
 * Staff create (every required field) or edit (only what is sent; checked on the result) an entry.
 * Approving is its own call; the slug is made from the name when absent.
 */
export const AdminDirectoryBody = z
  .object(
    {
      kind: entryFields.kind.optional(),
      name: entryFields.name.optional(),
      slug: optionalSlug(180),
      sector: entryFields.sector.optional(),
      summary: entryFields.summary.optional(),
      description: entryFields.description,
      address: entryFields.address,
      postal_code: entryFields.postal_code,
      city: entryFields.city.optional(),
      province: entryFields.province.optional(),
      phone: entryFields.phone,
      email: entryFields.email,
      website: entryFields.website,
      tags: entryFields.tags,
      is_verified: optionalFlag('Verificada'),
      is_active: optionalFlag('Visible'),
    },
    { error: 'La ficha debe ser un objeto con sus campos.' },
  )
  .catchall(unknownField)
  .superRefine(refinePlace)
  .meta({ id: 'AdminDirectoryBody' });
export type AdminDirectoryBody = z.input<typeof AdminDirectoryBody>;
export type AdminDirectoryInput = z.output<typeof AdminDirectoryBody>;
