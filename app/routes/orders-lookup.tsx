import { serverFieldErrors, splitFormMessage, type FieldErrors } from '~/components/forms/field-errors';
import { GuestOrderLookup, INVOICE_INTENT, type GuestLookupResult } from '~/components/orders/guest-order-lookup';
import type { PostedInvoiceFailure } from '~/components/invoices/posted-invoice-request';
import type { RecipientValues } from '~/components/invoices/recipient-fields';
import type { GuestOrderKey } from '~/components/returns/return-access';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/orders-lookup';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Consulta tu pedido', description: 'Mira en qué punto está tu pedido de Tienda Diverso con su número y tu email.', extra: [{ name: 'robots', content: 'noindex' }] });

type Api = ReturnType<typeof serverApi>;

const NOT_FOUND = 'No encontramos ningún pedido con ese número y ese email.';
const LOOKUP_FAILED = 'No hemos podido buscar el pedido. Inténtalo de nuevo.';
const INVOICE_FAILED = 'No hemos podido pedir la factura completa. Inténtalo de nuevo.';

/** A failed call's messages: a 422's under the fields the form shows (any other under the form), else one sentence. */
function failureOf(error: ApiRequestError, shown: readonly string[], fallback: string): { fieldErrors: FieldErrors; message: string | null } {
  if (error.status === 422) {
    const { fieldErrors, message } = splitFormMessage(serverFieldErrors(error.fieldErrors));
    const unshown = Object.entries(fieldErrors).find(([path]) => !shown.includes(path));
    return { fieldErrors, message: message ?? unshown?.[1] ?? null };
  }
  return { fieldErrors: {}, message: error.hasServerMessage ? error.message : fallback };
}

/** The order of that number and e-mail, or why not. */
async function lookUp(api: Api, typed: GuestOrderKey): Promise<GuestLookupResult> {
  try {
    const order = (await api('POST /orders/lookup', { body: typed }, { skipAuthRedirect: true })).data;
    // The number as the order spells it: its returns, invoice and support are asked for with it.
    return { ok: true, order, key: { number: order.number, email: typed.email.trim() } };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const failure = error.status === 404 ? { fieldErrors: {}, message: error.hasServerMessage ? error.message : NOT_FOUND } : failureOf(error, ['number', 'email'], LOOKUP_FAILED);
    return { ok: false, values: typed, ...failure };
  }
}

/**
 * The page's one form, and the order's 'Pedir factura completa', posted here with or without
 * JavaScript: the same API calls the browser would make, answered in-process. Nothing of it goes
 * in the address; the answer carries the order and the number and e-mail that found it.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<GuestLookupResult> {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const api = serverApi(context);
  const key = { number: text('number'), email: text('email') };
  if (text('intent') !== INVOICE_INTENT) return lookUp(api, key);

  const values: RecipientValues = { name: text('name'), tax_id: text('tax_id'), address: text('address') };
  let outcome = null;
  let failure: PostedInvoiceFailure | null = null;
  try {
    outcome = (await api('POST /orders/{number}/invoice', { params: { number: key.number }, body: { ...values, email: key.email } }, { skipAuthRedirect: true })).data;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    failure = { values, ...failureOf(error, ['name', 'tax_id', 'address'], INVOICE_FAILED) };
  }
  // The order read again, so the new invoice (or the data it will bear) shows.
  const found = await lookUp(api, key);
  return found.ok ? { ...found, invoice: { outcome, failure } } : found;
}

/** /orders/lookup: a guest (or anyone) finds an order by its number and e-mail. */
export default function OrdersLookup({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="container-page max-w-3xl py-8 sm:py-12">
      <p className="eyebrow">Pedidos</p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">Consulta tu pedido</h1>
      <p className="mt-3 mb-6 max-w-xl text-sm text-muted">
        Escribe el número de pedido (como TD-2026-000123) y el email con el que lo hiciste. Los dos están en el email de confirmación. Con el pedido a la vista puedes
        pedir la factura completa o escribirnos sobre él.
      </p>
      <GuestOrderLookup result={actionData} />
    </main>
  );
}
