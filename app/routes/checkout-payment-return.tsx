import { data, redirect } from 'react-router';
import { APP_NAME } from '@common/constants';
import { PaymentReturn, type PaymentReturnData, type RetryOutcome } from '~/components/checkout/payment-return';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import type { Route } from './+types/checkout-payment-return';

// /checkout/pago/:number?t=…: where the shopper comes back from the payment provider's page
// (Redsys's URLOK/URLKO, Stripe's success and cancel addresses). What it shows comes from the
// provider's signed notification, never from how the shopper came back: while none has arrived it
// says so and asks again by itself; without JavaScript a link reloads it (an automatic refresh
// would take the page from under a screen reader: WCAG 2.2.1).

const TOKEN = /^[0-9a-f]{40}$/;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Pago del pedido ${params.number} · ${APP_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('t')?.trim() ?? '';
  const result = url.searchParams.get('resultado');
  if (!TOKEN.test(token)) return data<PaymentReturnData>({ found: false }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  try {
    const reply = await serverApi(context)('POST /checkout/orders/{number}/payment-status', { params: { number: params.number }, body: { return_token: token } }, { skipAuthRedirect: true });
    return data<PaymentReturnData>(
      { found: true, status: reply.data, token, cameBack: result === 'ok' || result === 'ko' ? result : null },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return data<PaymentReturnData>({ found: false }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
    throw error;
  }
}

/** «Volver a la página de pago»: a new page of the provider for the same order (works without JavaScript). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get('t') ?? '').trim();
  if (!TOKEN.test(token)) return data<RetryOutcome>({ ok: false, message: 'Este enlace de pago no es válido.' }, { status: 404 });
  try {
    const reply = await serverApi(context)('POST /checkout/orders/{number}/payment/retry', { params: { number: params.number }, body: { return_token: token } }, { skipAuthRedirect: true });
    const next = reply.data.redirect;
    // Stripe's page is an address; Redsys's is a form the page sends on (a button without JavaScript).
    if (next.method === 'GET') throw redirect(next.url);
    return data<RetryOutcome>({ ok: true, redirect: next });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      const message = (error.body as { message?: string } | null)?.message ?? 'No se puede volver a pagar este pedido.';
      return data<RetryOutcome>({ ok: false, message }, { status: error.status });
    }
    throw error;
  }
}

export default function CheckoutPaymentReturn({ loaderData, actionData, params }: Route.ComponentProps) {
  return <PaymentReturn key={params.number} number={params.number} loaded={loaderData} retry={actionData} />;
}
