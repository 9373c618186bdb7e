import clsx from 'clsx';
import { Ban, FileCheck2, FileText, FileOutput, Undo2, type LucideIcon } from 'lucide-react';
import type { FiscalSubmission, VatTotal } from '@common/invoices/contracts';
import { INVOICE_KIND_LABELS, isRectifying, type InvoiceKind } from '@common/invoices/rules';

// How the back office writes an invoice's kind, its annulment, a submission's state and a VAT
// rate: each with its words, never the colour alone.

const badgeClass = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** The kind's short name beside its code, in the list's narrow column. */
export const INVOICE_KIND_SHORT: Record<InvoiceKind, string> = {
  F1: 'Completa',
  F2: 'Simplificada',
  F3: 'Sustitutiva',
  R1: 'Rectificativa',
  R5: 'Rectificativa',
};

const KIND_LOOK: Record<InvoiceKind, { icon: LucideIcon; tone: string }> = {
  F1: { icon: FileCheck2, tone: 'bg-primary/10 text-primary ring-primary/30' },
  F2: { icon: FileText, tone: 'bg-surface-muted text-fg ring-line' },
  F3: { icon: FileOutput, tone: 'bg-info/10 text-info ring-info/30' },
  R1: { icon: Undo2, tone: 'bg-warning/12 text-warning ring-warning/40' },
  R5: { icon: Undo2, tone: 'bg-warning/12 text-warning ring-warning/40' },
};

/** 'F2 Simplificada', 'R5 Rectificativa' (rectificativas in their own colour and icon); read out whole. */
export function InvoiceKindBadge({ kind, className }: { kind: InvoiceKind; className?: string }) {
  const { icon: Icon, tone } = KIND_LOOK[kind];
  return (
    <span data-kind={kind} data-rectifying={isRectifying(kind) || undefined} className={clsx(badgeClass, 'relative', tone, className)}>
      <Icon aria-hidden="true" className="size-3.5" strokeWidth={2} />
      <span aria-hidden="true">
        <span className="font-mono">{kind}</span> {INVOICE_KIND_SHORT[kind]}
      </span>
      <span className="sr-only">{`${INVOICE_KIND_LABELS[kind]} (${kind})`}</span>
    </span>
  );
}

/** 'Anulada': the invoice has its annulment record. */
export function AnnulledBadge({ className }: { className?: string }) {
  return (
    <span className={clsx(badgeClass, 'bg-danger/10 text-danger ring-danger/30', className)}>
      <Ban aria-hidden="true" className="size-3.5" />
      Anulada
    </span>
  );
}

export type SubmissionStatus = FiscalSubmission['status'];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  kept: 'Guardado, sin enviar',
  pending: 'Por enviar',
  accepted: 'Aceptado',
  needs_attention: 'Necesita revisión',
  corrected: 'Reenviado como subsanación',
  rejected: 'Rechazado',
};

const SUBMISSION_TONES: Record<SubmissionStatus, string> = {
  kept: 'bg-surface-muted text-fg ring-line',
  pending: 'bg-info/10 text-info ring-info/30',
  accepted: 'bg-success/12 text-success ring-success/30',
  needs_attention: 'bg-danger/10 text-danger ring-danger/30',
  corrected: 'bg-surface-muted text-fg ring-line',
  rejected: 'bg-danger/10 text-danger ring-danger/30',
};

/** The record's own verdict from the AEAT (EstadoRegistro), in words. */
export const RECORD_STATE_LABELS: Record<NonNullable<FiscalSubmission['record_state']>, string> = {
  Correcto: 'Correcto',
  AceptadoConErrores: 'Aceptado con errores',
  Incorrecto: 'Rechazado (incorrecto)',
};

const isSubmissionStatus = (status: string): status is SubmissionStatus => Object.hasOwn(SUBMISSION_STATUS_LABELS, status);

/** A submission's state as a pill; a state this screen does not know is shown as the server wrote it. */
export function SubmissionStatusBadge({ status, className }: { status: string | null; className?: string }) {
  if (status === null) return <span className={clsx(badgeClass, 'bg-surface-muted text-muted ring-line', className)}>Sin envío</span>;
  const known = isSubmissionStatus(status);
  return (
    <span data-status={status} className={clsx(badgeClass, known ? SUBMISSION_TONES[status] : 'bg-surface-muted text-fg ring-line', className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {known ? SUBMISSION_STATUS_LABELS[status] : status}
    </span>
  );
}

/** Who the submission went to: the outbox keeps it here when no certificate is configured. */
export function submitterName(submitter: string): string {
  return submitter === 'outbox' ? 'Bandeja de salida (sin certificado)' : submitter;
}

export const RECORD_KIND_LABELS = { alta: 'Alta', anulacion: 'Anulación' } as const;

const PERCENT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** '21 %', or 'Exenta (E2)' for an exempt operation (Canarias, Ceuta, Melilla). */
export function vatRateLabel(total: Pick<VatTotal, 'rate' | 'exemption'>): string {
  if (total.exemption) return `Exenta (${total.exemption})`;
  if (total.rate === 0) return 'Exenta';
  return `${PERCENT.format(total.rate)} %`;
}

/** 'razón social y NIF', 'razón social, NIF y domicilio social'. */
export function listInWords(items: readonly string[]): string {
  return new Intl.ListFormat('es', { style: 'long', type: 'conjunction' }).format(items);
}
