import type { ReactNode } from 'react';
import type { AuditEntry } from '@common/audit/contracts';
import { auditActionLabel, auditEntityLabel } from '@common/audit/labels';
import { formatPrice } from '@common/money';

/** The store's clock: an entry reads at Madrid's time, as the filters' days are. */
const whenFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });
const longWhenFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeStyle: 'medium', timeZone: 'Europe/Madrid' });
const numberFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });

/** '24 nov 2026, 19:48' (and the full form for a tooltip); null for an unreadable date. */
export function formatAuditWhen(iso: string, long = false): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (long ? longWhenFormat : whenFormat).format(date);
}

/** The entity's name, or its type and id when the entry kept no name. */
export function entryTitle(entry: Pick<AuditEntry, 'entity_label' | 'entity_type' | 'entity_id'>): string {
  if (entry.entity_label) return entry.entity_label;
  return entry.entity_id ? `${auditEntityLabel(entry.entity_type)} #${entry.entity_id}` : auditEntityLabel(entry.entity_type);
}

/** 'Editó producto «Camisa de lino»', for a screen reader or a one-line summary. */
export function entrySentence(entry: AuditEntry): string {
  return `${entry.actor.name} · ${auditActionLabel(entry.action)} ${auditEntityLabel(entry.entity_type).toLowerCase()} «${entryTitle(entry)}»`;
}

const WORDS: Record<string, string> = {
  active: 'Activo',
  draft: 'Borrador',
  archived: 'Archivado',
  visible: 'Visible',
  hidden: 'Oculto',
  new: 'Nuevo',
  used: 'Usado',
  refurbished: 'Reacondicionado',
  damaged: 'Dañado',
};

const MONEY_FIELDS = new Set(['price', 'sale_price', 'shipping_standard', 'shipping_express', 'free_shipping_threshold']);

/** One value of a before → after, as a person reads it. */
export function AuditValue({ field, value }: { field: string; value: unknown }): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-muted italic">vacío</span>;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? formatPrice(value) : numberFormat.format(value);
  if (typeof value === 'string') {
    const word = field === 'status' || field === 'visibility' || field === 'condition' ? WORDS[value] : undefined;
    return <span className="break-words whitespace-pre-wrap">{word ?? value}</span>;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    if (value.length === 0) return <span className="text-muted italic">ninguno</span>;
    return (
      <ul className="flex flex-col gap-0.5">
        {value.map((item, i) => (
          <li key={i} className="break-words">
            {String(item)}
          </li>
        ))}
      </ul>
    );
  }
  return <pre className="max-h-48 overflow-auto rounded-md bg-surface-muted p-2 font-mono text-xs whitespace-pre-wrap text-fg">{JSON.stringify(value, null, 2)}</pre>;
}
