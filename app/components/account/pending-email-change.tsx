import { MailQuestion } from 'lucide-react';
import { useState } from 'react';
import { apiErrorMessage } from '~/lib/api/errors';
import { cancelEmailChange } from '~/lib/profile';
import { toast } from '~/lib/toast';

/** 'Pendiente de confirmar: nueva@…' with the way to cancel it; the account keeps `currentEmail` until then. */
export function PendingEmailNotice({ email, currentEmail, onCancelled }: { email: string; currentEmail: string; onCancelled: () => void }) {
  const [isCancelling, setIsCancelling] = useState(false);
  async function cancel() {
    setIsCancelling(true);
    try {
      await cancelEmailChange();
      toast({ type: 'success', message: `Hemos cancelado el cambio de email. Tu cuenta sigue usando ${currentEmail}.` });
      onCancelled();
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No hemos podido cancelar el cambio. Inténtalo de nuevo.') });
    } finally {
      setIsCancelling(false);
    }
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted/60 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <p className="flex items-start gap-2 text-sm">
        <MailQuestion aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <span className="font-semibold">Pendiente de confirmar: {email}</span>
          <span className="mt-1 block text-muted">
            Abre el enlace que te hemos enviado a esa dirección para confirmar el cambio. Hasta entonces tu cuenta sigue usando {currentEmail}.
          </span>
        </span>
      </p>
      <button type="button" className="btn-secondary shrink-0" onClick={() => void cancel()} disabled={isCancelling}>
        {isCancelling ? 'Cancelando…' : 'Cancelar el cambio'}
      </button>
    </div>
  );
}
