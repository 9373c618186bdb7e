import { Page } from '../api/replies';
import { queryDate, queryId, queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';

/** A word of the log (an action or an entity type): lower case letters, digits, '_', '-' and '.'. */
function queryWord(label: string) {
  return queryText(label, 40).refine((v) => /^[a-z0-9_.-]+$/.test(v), `${label} no es válido.`);
}

export const AUDIT_PER_PAGE_DEFAULT = 25;

/** GET /api/admin/audit: newest first, every filter optional. */
export const AuditListQuery = strictQuery({
  actor_id: queryId('actor_id').optional(),
  entity_type: queryWord('entity_type').optional(),
  entity_id: queryId('entity_id').optional(),
  action: queryWord('action').optional(),
  from: queryDate('from').optional().meta({ description: 'Desde este día (incluido), hora de Madrid.' }),
  to: queryDate('to').optional().meta({ description: 'Hasta este día (incluido), hora de Madrid.' }),
  search: queryText('search', 100).optional().meta({ description: 'Texto dentro del nombre de la entidad.' }),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(AUDIT_PER_PAGE_DEFAULT),
}).superRefine((q, ctx) => {
  if (q.from && q.to && q.from > q.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
  }
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A value as the log shows it: text, number, yes/no, nothing, or a list of those; a nested object comes as its JSON text. */
export const AuditValue = z.union([Scalar, z.array(Scalar)]);
export type AuditValue = z.infer<typeof AuditValue>;

export const AuditFieldChange = z
  .object({ before: AuditValue, after: AuditValue })
  .meta({ id: 'AuditFieldChange', description: 'Lo que el campo tenía antes y después (null al crear o borrar).' });

/** One entry of the audit log, as the back-office reads it. */
export const AuditEntry = z
  .object({
    id: z.int(),
    actor: z.object({
      id: z.int().nullable().meta({ description: 'null si la cuenta ya no existe.' }),
      name: z.string(),
    }),
    action: z.string().meta({ description: 'create, update, delete, activate, deactivate, feature, set_category, image_upload…' }),
    entity_type: z.string().meta({ description: 'product, user, role, category, brand, banner, settings…' }),
    entity_id: z.string().nullable(),
    entity_label: z.string().nullable(),
    changes: z
      .record(z.string(), AuditFieldChange)
      .meta({ description: 'Cada campo cambiado (su nombre en la API: price, status, variants…) con su antes y su después.' }),
    ip_address: z.string().nullable(),
    created_at: z.string(),
    link: z.string().nullable().meta({ description: 'La pantalla del back-office de la entidad, si sigue existiendo.' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

/** What the filters of the log can choose from: the people and entity types present in it. */
export const AuditFacets = z
  .object({
    actors: z.array(z.object({ id: z.int(), name: z.string() })),
    entity_types: z.array(z.string()),
    actions: z.array(z.string()),
  })
  .meta({ id: 'AuditFacets' });
export type AuditFacets = z.infer<typeof AuditFacets>;

export const AuditPage = z.object({ ...Page(AuditEntry).shape, facets: AuditFacets }).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;
