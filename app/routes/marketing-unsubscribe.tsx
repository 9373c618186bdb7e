import { CheckCircle2, CircleAlert, MailX } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '@common/marketing/rules';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/marketing-unsubscribe';

// /baja?token=: the visible unsubscribe link of a cart reminder (issue 25). Opening it only shows
// a button (mail scanners follow links); the unsubscribe is the form's POST, so it works without
// JavaScript and without signing in. The one-click List-Unsubscribe header POSTs to the API itself.

const INVALID = 'Este enlace de baja no es válido. Ábrelo tal y como llegó en el email, o desactiva los recordatorios de carrito en los ajustes de tu cuenta.';
const FAILED = 'No hemos podido darte de baja ahora. Inténtalo de nuevo en un momento.';

export type UnsubscribeState = 'subscribed' | 'unsubscribed' | 'invalid';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Baja de los recordatorios de carrito',
    description: 'Deja de recibir los recordatorios de carrito de Tienda Diverso.',
    extra: [{ name: 'robots', content: 'noindex' }],
  });

const wellFormed = (token: string) => UNSUBSCRIBE_TOKEN_PATTERN.test(token);

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!wellFormed(token)) return data({ token: '', state: 'invalid' as UnsubscribeState }, { status: 404 });
  try {
    const reply = await serverApi(context)('GET /marketing/unsubscribe', { query: { token } }, { skipAuthRedirect: true });
    return { token, state: (reply.data.subscribed ? 'subscribed' : 'unsubscribed') as UnsubscribeState };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return data({ token: '', state: 'invalid' as UnsubscribeState }, { status: 404 });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get('token') ?? '').trim();
  if (!wellFormed(token)) return data({ ok: false as const, retry: false, message: INVALID }, { status: 404 });
  try {
    await serverApi(context)('POST /marketing/unsubscribe', { query: { token } }, { skipAuthRedirect: true });
    return { ok: true as const };
  } catch (error) {
    const invalid = error instanceof ApiRequestError && error.status < 500;
    return data({ ok: false as const, retry: !invalid, message: invalid ? INVALID : FAILED }, { status: invalid ? 404 : 503 });
  }
}

export default function MarketingUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribeView token={loaderData.token} state={loaderData.state} outcome={actionData} />;
}

export type UnsubscribeOutcome = { ok: true } | { ok: false; retry: boolean; message: string };

/** What the page says: the button while subscribed, the confirmation after, or why the link does not work. */
export function UnsubscribeView({ token, state, outcome }: { token: string; state: UnsubscribeState; outcome?: UnsubscribeOutcome }) {
  const busy = useNavigation().state === 'submitting';
  const done = outcome?.ok === true || (!outcome && state === 'unsubscribed');
  const failure = outcome?.ok === false ? outcome : null;
  return (
    <main id="main" className="container-page max-w-xl py-16 sm:py-24">
      <p className="eyebrow">Correos de Tienda Diverso</p>
      <h1 className="mt-2 flex items-center gap-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        <MailX aria-hidden="true" className="size-8 shrink-0 text-primary" />
        Recordatorios de carrito
      </h1>
      {done ? (
        <div className="mt-8 grid gap-6">
          <p role="status" className="flex items-start gap-2 rounded-xl border border-success/40 bg-success/10 px-4 py-3">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
            <span>
              Ya no recibirás recordatorios de carrito.
              <span className="mt-1 block text-sm text-muted">
                Los correos de tus pedidos y de tu cuenta te seguirán llegando. Si cambias de opinión, puedes volver a activarlos en los ajustes de tu cuenta.
              </span>
            </span>
          </p>
          <Links />
        </div>
      ) : state === 'invalid' || (failure && !failure.retry) ? (
        <div className="mt-8 grid gap-6">
          <p role={failure ? 'alert' : undefined} className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3">
            <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-danger" />
            <span>{failure ? failure.message : INVALID}</span>
          </p>
          <Links />
        </div>
      ) : (
        <Form method="post" className="mt-8 grid gap-6">
          {failure ? (
            <p role="alert" className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3">
              <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-danger" />
              <span>{failure.message}</span>
            </p>
          ) : null}
          <p className="text-muted">
            Te enviamos un único recordatorio cuando dejas prendas en tu carrito más de 24 horas. Si te das de baja, no volveremos a hacerlo; los correos de tus pedidos y de tu cuenta te seguirán llegando.
          </p>
          <input type="hidden" name="token" value={token} />
          <div>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Un momento…' : 'Darme de baja'}
            </button>
          </div>
        </Form>
      )}
    </main>
  );
}

function Links() {
  return (
    <p className="flex flex-wrap gap-3">
      <Link to="/store" className="btn-secondary">
        Ir a la tienda
      </Link>
      <Link to="/user/settings" className="btn-secondary">
        Ajustes de mi cuenta
      </Link>
    </p>
  );
}
