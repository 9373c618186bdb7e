import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatPrice } from '@common/money';
import { AdminRefundPaidBody, AdminRejectBody, type AdminReturn, type ReturnLine } from '@common/returns/contracts';
import { RETURN_CONDITION_LABELS, type ReturnCondition } from '@common/returns/rules';
import { FormError } from '~/components/forms/form-error';
import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { AdminDialogFrame } from '../admin-dialog-frame';

interface ActionDialogProps {
  ret: AdminReturn;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (ret: AdminReturn) => void;
}

const dangerButton = 'btn-secondary border-danger/40 text-danger hover:bg-danger/10';

/** What each choice of the receive form means for the stock. */
const CONDITION_HINTS: Record<ReturnCondition, string> = {
  sellable: 'Vuelve al stock',
  damaged: 'Se da de baja',
};
type ReceiveChoice = ReturnCondition | 'pending';

/** The lines still to receive. */
export const pendingLines = (ret: Pick<AdminReturn, 'lines'>) => ret.lines.filter((line) => line.received_at === null);

/** 'Recibir': per garment still on its way, whether it came fit for sale, damaged, or not yet. */
export function ReceiveDialog({ ret, open, onOpenChange, onDone }: ActionDialogProps) {
  return (
    <AdminDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Recibir prendas"
      description="Indica cómo ha llegado cada prenda: apta para la venta vuelve al stock; dañada se da de baja. Las dos quedan en el diario de stock."
    >
      <ReceiveForm ret={ret} onCancel={() => onOpenChange(false)} onDone={onDone} />
    </AdminDialogFrame>
  );
}

function ReceiveForm({ ret, onCancel, onDone }: { ret: AdminReturn; onCancel: () => void; onDone: (ret: AdminReturn) => void }) {
  const lines = pendingLines(ret);
  const [choices, setChoices] = useState<Record<number, ReceiveChoice | undefined>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  function choose(lineId: number, choice: ReceiveChoice) {
    setChoices((current) => ({ ...current, [lineId]: choice }));
    setMissing((current) => current.filter((id) => id !== lineId));
    setFormError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const unanswered = lines.filter((line) => !choices[line.id]).map((line) => line.id);
    if (unanswered.length > 0) {
      setMissing(unanswered);
      setFormError('Indica cómo ha llegado cada prenda, o que aún no ha llegado.');
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="condition-${unanswered[0]}"]`)?.focus();
      return;
    }
    const received = lines.flatMap((line) => {
      const choice = choices[line.id];
      return choice === 'sellable' || choice === 'damaged' ? [{ return_line_id: line.id, condition: choice }] : [];
    });
    if (received.length === 0) {
      setFormError('Marca al menos una prenda como recibida.');
      return;
    }
    setIsSaving(true);
    setFormError(null);
    try {
      const reply = await api('POST /admin/returns/{id}/receive', { params: { id: ret.id }, body: { lines: received } });
      onDone(reply.data);
    } catch (error) {
      setFormError(apiErrorMessage(error, 'No se pudo registrar la recepción. Inténtalo de nuevo.'));
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5 px-6 py-6">
      <ul className="flex flex-col gap-4">
        {lines.map((line) => (
          <li key={line.id}>
            <ReceiveLineChoice line={line} value={choices[line.id]} isMissing={missing.includes(line.id)} onChange={(choice) => choose(line.id, choice)} />
          </li>
        ))}
      </ul>
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Volver
        </button>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? 'Guardando…' : 'Registrar la recepción'}
        </button>
      </div>
    </form>
  );
}

function ReceiveLineChoice({ line, value, isMissing, onChange }: { line: ReturnLine; value: ReceiveChoice | undefined; isMissing: boolean; onChange: (choice: ReceiveChoice) => void }) {
  const legendId = useId();
  const details = [line.size ? `Talla ${line.size}` : null, line.color_name, `${line.quantity} ${line.quantity === 1 ? 'ud.' : 'uds.'}`].filter(Boolean).join(' · ');
  const options: { value: ReceiveChoice; label: string; hint: string }[] = [
    { value: 'sellable', label: RETURN_CONDITION_LABELS.sellable, hint: CONDITION_HINTS.sellable },
    { value: 'damaged', label: RETURN_CONDITION_LABELS.damaged, hint: CONDITION_HINTS.damaged },
    { value: 'pending', label: 'Aún no ha llegado', hint: 'Se recibe más tarde' },
  ];
  return (
    <fieldset aria-labelledby={legendId} aria-invalid={isMissing || undefined} className={clsx('rounded-xl border p-3', isMissing ? 'border-danger' : 'border-line')}>
      <div className="flex items-center gap-3">
        <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
          {line.image_url ? (
            <img src={line.image_url} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <span className="grid size-full place-items-center text-muted">
              <ImageOff aria-hidden="true" className="size-5" />
            </span>
          )}
        </div>
        <div className="min-w-0">
          <p id={legendId} className="truncate text-sm font-semibold text-fg">
            {line.product_name}
            <span className="sr-only">, {details}</span>
          </p>
          <p aria-hidden="true" className="text-xs text-muted">
            {details} · <span className="font-mono">{line.sku}</span>
          </p>
          <p className="text-xs text-muted">Motivo: {line.reason_label}</p>
        </div>
      </div>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer items-start gap-2.5 rounded-lg border border-line p-2.5 has-checked:bg-primary/5',
              option.value === 'damaged' ? 'has-checked:border-danger has-checked:bg-danger/5' : 'has-checked:border-primary',
            )}
          >
            <input
              type="radio"
              name={`condition-${line.id}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="block text-sm font-semibold text-fg">{option.label}</span>
              <span className="block text-xs text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {isMissing && <p className="mt-2 text-sm font-medium text-danger">Elige cómo ha llegado esta prenda.</p>}
    </fieldset>
  );
}

/** 'Rechazar': the reason is required, and the customer reads it. */
export function RejectDialog({ ret, open, onOpenChange, onDone }: ActionDialogProps) {
  return (
    <AdminDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Rechazar la devolución"
      description={`Se enviará el motivo a ${ret.customer.name}. Las tallas reservadas para un cambio vuelven al stock y las prendas se podrán volver a devolver.`}
    >
      <RejectForm ret={ret} onCancel={() => onOpenChange(false)} onDone={onDone} />
    </AdminDialogFrame>
  );
}

function RejectForm({ ret, onCancel, onDone }: { ret: AdminReturn; onCancel: () => void; onDone: (ret: AdminReturn) => void }) {
  const { formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: { reason: '' },
    schema: AdminRejectBody,
    send: (values) => api('POST /admin/returns/{id}/reject', { params: { id: ret.id }, body: { reason: values.reason.trim() } }),
    onSaved: (reply) => onDone(reply.data),
    failureMessage: 'No se pudo rechazar la devolución. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5 px-6 py-6">
      <TextAreaField label="Motivo del rechazo" required rows={3} maxLength={500} hint="La clienta lo leerá en el email y en su devolución." {...field('reason')} />
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Volver
        </button>
        <button type="submit" className={dangerButton} disabled={isSaving}>
          {isSaving ? 'Rechazando…' : 'Rechazar la devolución'}
        </button>
      </div>
    </form>
  );
}

/** 'Marcar transferencia hecha': the IBAN and the amount to check against, and the bank's reference if any. */
export function RefundPaidDialog({ ret, open, onOpenChange, onDone }: ActionDialogProps) {
  return (
    <AdminDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Marcar transferencia hecha"
      description={`Confirma que ya has transferido ${formatPrice(ret.refund.total)} a ${ret.customer.name}. Se le avisará por email.`}
    >
      <RefundPaidForm ret={ret} onCancel={() => onOpenChange(false)} onDone={onDone} />
    </AdminDialogFrame>
  );
}

function RefundPaidForm({ ret, onCancel, onDone }: { ret: AdminReturn; onCancel: () => void; onDone: (ret: AdminReturn) => void }) {
  const { formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: { reference: '' },
    schema: AdminRefundPaidBody,
    send: (values) => {
      const reference = values.reference.trim();
      return api('POST /admin/returns/{id}/refund/paid', { params: { id: ret.id }, body: reference ? { reference } : {} });
    },
    onSaved: (reply) => onDone(reply.data),
    failureMessage: 'No se pudo marcar la transferencia. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5 px-6 py-6">
      <dl className="grid gap-2 rounded-xl bg-surface-muted p-4 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted">Importe</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(ret.refund.total)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted">IBAN</dt>
          <dd className="font-mono font-semibold break-all">{ret.refund_iban_full ?? ret.refund_iban ?? '—'}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted">Titular</dt>
          <dd>{ret.customer.name}</dd>
        </div>
      </dl>
      <TextField label="Referencia de la transferencia" maxLength={80} autoComplete="off" hint="La que da el banco, para encontrarla luego." {...field('reference')} />
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Volver
        </button>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? 'Guardando…' : 'Marcar como hecha'}
        </button>
      </div>
    </form>
  );
}
