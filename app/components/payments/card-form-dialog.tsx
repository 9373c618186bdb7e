import * as Dialog from '@radix-ui/react-dialog';
import { Lock, X } from 'lucide-react';
import type { SavedCard } from '@common/payments/account-contracts';
import { cardDigits, checkCard, parseExpiry } from '~/components/checkout/checkout-values';
import { CheckboxField } from '~/components/forms/checkbox-field';
import { formFailure, type FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import { TestCardsDisclosure } from './test-cards-disclosure';

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holder_name: string;
  set_default: boolean;
}

const FAILED = 'No hemos podido guardar la tarjeta. Inténtalo de nuevo.';

/** The checkout's card checks, read under this form's own field names. */
function checkValues(values: CardValues): FieldErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(checkCard(values))) errors[path.replace(/^card\./, '')] = message;
  return errors;
}

/** The store no longer tokenises cards itself: its payment provider takes them on its own page. */
class HostedProviderRefusal extends Error {}

/** The gateway answers month and year apart; this form has one expiry field. */
function describeFailure(error: unknown) {
  if (error instanceof HostedProviderRefusal) return { fieldErrors: {}, message: null };
  const failure = formFailure(error, FAILED);
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(failure.fieldErrors)) {
    const field = path === 'exp_month' || path === 'exp_year' ? 'expiry' : path;
    fieldErrors[field] ??= message;
  }
  // The store's refusal (a declined card) is about the card as a whole: said under the form.
  const { token, ...rest } = fieldErrors;
  return { fieldErrors: rest, message: token ?? failure.message };
}

export interface CardFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The first card becomes the default one whatever is ticked. */
  isFirst: boolean;
  onSaved: (card: SavedCard) => void;
  /**
   * The test gateway answered 404: the store now takes cards on a hosted payment page (the page was
   * drawn before). The card typed here is dropped; the screen says why instead.
   */
  onHostedProvider: () => void;
}

/**
 * 'Añadir tarjeta': the number, expiry and CVC go to the payment gateway, which keeps them and
 * gives back a token; the store saves only the token with the brand, last four digits and expiry.
 */
export function CardFormDialog({ open, onOpenChange, isFirst, onSaved, onHostedProvider }: CardFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col rounded-t-3xl border border-line bg-surface text-fg shadow-2xl transition duration-200 starting:translate-y-4 starting:opacity-0 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(34rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          {open ? <CardForm isFirst={isFirst} onSaved={onSaved} onHostedProvider={onHostedProvider} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CardForm({ isFirst, onSaved, onHostedProvider }: Pick<CardFormDialogProps, 'isFirst' | 'onSaved' | 'onHostedProvider'>) {
  const { formError, isSaving, formRef, field, checkbox, submit } = useFieldForm<CardValues, SavedCard>({
    initial: { number: '', expiry: '', cvc: '', holder_name: '', set_default: isFirst },
    validate: checkValues,
    send: async (values) => {
      const expiry = parseExpiry(values.expiry)!;
      const holder = values.holder_name.trim();
      const tokenised = await api('POST /payments/test-gateway/tokens', {
        body: { number: cardDigits(values.number), ...expiry, cvc: values.cvc.trim(), ...(holder ? { holder_name: holder } : {}) },
      }).catch((error: unknown) => {
        if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
        onHostedProvider();
        throw new HostedProviderRefusal();
      });
      const saved = await api('POST /user/payment-methods', {
        body: { token: tokenised.data.token, holder_name: holder || null, set_default: values.set_default },
      });
      return saved.data;
    },
    onSaved,
    describeFailure,
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-label="Añadir tarjeta">
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-6 pb-5 sm:px-8">
        <div>
          <Dialog.Title className="font-display text-2xl font-semibold tracking-tight">Añadir tarjeta</Dialog.Title>
          <Dialog.Description className="mt-1 flex items-start gap-1.5 text-sm text-muted">
            <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            El número y el CVC van directamente a la pasarela de pago, que es quien guarda la tarjeta. La tienda solo guarda la marca, las 4 últimas cifras y la caducidad.
          </Dialog.Description>
        </div>
        <Dialog.Close aria-label="Cerrar" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-surface-muted">
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>

      <div className="grid flex-1 grid-cols-2 gap-5 overflow-y-auto px-6 py-6 sm:px-8">
        <TextField
          className="col-span-2"
          label="Número de la tarjeta"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          required
          {...field('number')}
        />
        <TextField label="Caducidad" autoComplete="cc-exp" inputMode="numeric" placeholder="MM/AA" maxLength={7} required {...field('expiry')} />
        <TextField label="CVC" autoComplete="cc-csc" inputMode="numeric" maxLength={4} required hint="3 o 4 cifras del dorso." {...field('cvc')} />
        <TextField className="col-span-2" label="Titular" autoComplete="cc-name" maxLength={120} {...field('holder_name')} />
        {isFirst ? (
          <p className="col-span-2 text-sm text-muted">Será tu tarjeta predeterminada: la primera que te proponemos al pagar.</p>
        ) : (
          <CheckboxField className="col-span-2" label="Usar como predeterminada" hint="La primera que te proponemos al pagar." {...checkbox('set_default')} />
        )}
        <TestCardsDisclosure className="col-span-2" />
        <FormError className="col-span-2" message={formError} />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-line px-6 py-5 sm:flex-row sm:justify-end sm:px-8">
        <Dialog.Close type="button" className="btn-secondary">
          Cancelar
        </Dialog.Close>
        <button type="submit" className="btn-primary" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? 'Comprobando la tarjeta…' : 'Guardar tarjeta'}
        </button>
      </div>
    </form>
  );
}
