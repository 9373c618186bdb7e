import { AlertTriangle, BadgeCheck, Check, Copy, FlaskConical, Minus, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import type { PaymentProviderInfo } from '@common/payments/provider-contracts';
import { toast } from '~/lib/toast';
import { SettingsSection } from '../settings-section';

const TITLE = 'Pagos con tarjeta y Bizum';
const HOW_TO_CHANGE =
  'La pasarela se elige al arrancar la tienda con PAYMENT_PROVIDER y sus claves (README, «Cobrar de verdad»); las claves nunca se muestran aquí.';

const METHOD_NAMES = { card: 'Tarjeta', bizum: 'Bizum' } as const;

/** What a method missing from the provider means, said in words (Stripe has no Bizum). */
function missingMethodText(provider: PaymentProviderInfo, method: keyof typeof METHOD_NAMES): string {
  if (provider.provider === 'stripe' && method === 'bizum') return 'Bizum no se ofrece con Stripe';
  return `${METHOD_NAMES[method]} no se ofrece con esta pasarela`;
}

async function copyAddress(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ type: 'success', message: 'Dirección de notificación copiada.' });
  } catch {
    toast({ type: 'info', message: 'No hemos podido copiarla: selecciónala y cópiala a mano.' });
  }
}

/**
 * /admin/settings › Pagos con tarjeta y Bizum, read-only (GET /admin/payments/provider): the provider
 * that takes cards and Bizum, whether it moves real money, what it gives the checkout, its notes for
 * staff and the address it must notify. `null` when the answer could not be loaded; `onRetry` asks again.
 * It is chosen at start from the environment, so nothing here is a field of the form.
 */
export function PaymentProviderSection({ provider, onRetry }: { provider: PaymentProviderInfo | null; onRetry?: () => void }) {
  return (
    <SettingsSection title={TITLE} description="La pasarela que cobra las tarjetas y Bizum del pago. Solo se consulta aquí: no se cambia desde el panel.">
      {provider ? <ProviderDetails provider={provider} /> : <ProviderLoadError onRetry={onRetry} />}
      <p className="mt-5 border-t border-line pt-4 text-sm text-muted">{HOW_TO_CHANGE}</p>
    </SettingsSection>
  );
}

function ProviderLoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-danger" />
      <p className="flex-1 text-sm text-fg">No se pudo consultar la pasarela de pago. El resto de la configuración se puede guardar igualmente.</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="btn-secondary px-4 py-2">
          <RefreshCw aria-hidden="true" className="size-4" />
          Reintentar
        </button>
      )}
    </div>
  );
}

function ModeBadge({ mode }: { mode: PaymentProviderInfo['mode'] }) {
  return mode === 'live' ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-2.5 py-1 text-xs font-semibold text-success ring-1 ring-success/40 ring-inset">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Cobros reales
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-warning/15 px-2.5 py-1 text-xs font-semibold text-fg ring-1 ring-warning/50 ring-inset">
      <FlaskConical aria-hidden="true" className="size-3.5" />
      Modo de pruebas: no se cobra dinero real
    </span>
  );
}

function ProviderDetails({ provider }: { provider: PaymentProviderInfo }) {
  const methodsId = useId();
  const notesId = useId();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="font-display text-lg font-semibold text-fg">
          <span className="sr-only">Pasarela en uso: </span>
          {provider.label}
        </p>
        <ModeBadge mode={provider.mode} />
      </div>

      <div>
        <h3 id={methodsId} className="text-sm font-semibold text-fg">
          Lo que ofrece en el pago
        </h3>
        <ul aria-labelledby={methodsId} className="mt-2 flex flex-col gap-1.5 text-sm">
          {(Object.keys(METHOD_NAMES) as (keyof typeof METHOD_NAMES)[]).map((method) =>
            provider.methods.includes(method) ? (
              <li key={method} className="flex items-center gap-2 text-fg">
                <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
                {METHOD_NAMES[method]}
              </li>
            ) : (
              <li key={method} className="flex items-center gap-2 text-muted">
                <Minus aria-hidden="true" className="size-4 shrink-0" />
                {missingMethodText(provider, method)}
              </li>
            ),
          )}
        </ul>
        <p className="mt-2 text-sm text-muted">
          Contra reembolso y transferencia bancaria son de la propia tienda, sin pasarela: su recargo y la cuenta se configuran en esta misma página
          (Envío e IVA, Transferencia bancaria).
        </p>
      </div>

      {provider.notes.length > 0 && (
        <div>
          <h3 id={notesId} className="text-sm font-semibold text-fg">
            Cómo funciona
          </h3>
          <ul aria-labelledby={notesId} className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm text-fg marker:text-muted">
            {provider.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}

      {provider.notification_url !== null && (
        <div>
          <h3 className="text-sm font-semibold text-fg">
            Dirección de notificación
          </h3>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 rounded-lg border border-line bg-surface-muted px-3 py-2 font-mono text-sm break-all text-fg select-all">
              {provider.notification_url}
            </code>
            <button type="button" onClick={() => void copyAddress(provider.notification_url!)} className="btn-secondary px-3 py-1.5 text-xs">
              <Copy aria-hidden="true" className="size-3.5" />
              Copiar<span className="sr-only"> la dirección de notificación</span>
            </button>
          </div>
          <p className="mt-1.5 text-xs text-muted">Donde la pasarela avisa de cada pago: es lo único que marca un pedido como pagado.</p>
        </div>
      )}
    </div>
  );
}
