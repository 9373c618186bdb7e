import { BellOff, BellRing, CheckCircle2, CircleAlert } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { CANCEL_ALERT_PATH } from '@common/stock-alerts/rules';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/stock-alert-link';

// The links of the back-in-stock e-mails (issue 25): /avisos/confirmar?token= and
// /avisos/cancelar?token=. Opening the link only shows a button; the change is a POST, so a mail
// scanner that follows links changes nothing. Works without JavaScript and without signing in.

type Kind = 'confirm' | 'cancel';
const kindOf = (pathname: string): Kind => (pathname.startsWith(CANCEL_ALERT_PATH) ? 'cancel' : 'confirm');

const TEXTS: Record<Kind, { title: string; lead: string; button: string }> = {
  confirm: { title: 'Confirma tu aviso', lead: 'Confirma que quieres que te escribamos, una sola vez, cuando vuelva la talla que pediste.', button: 'Confirmar el aviso' },
  cancel: { title: 'Cancelar el aviso', lead: 'Si ya no quieres que te avisemos de esta talla, cancélalo aquí. No te escribiremos más por ella.', button: 'Cancelar el aviso' },
};

export const meta: Route.MetaFunction = (args) => {
  const kind = kindOf(args.location.pathname);
  return seoMeta(args, { title: TEXTS[kind].title, description: TEXTS[kind].lead, extra: [{ name: 'robots', content: 'noindex' }] });
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { kind: kindOf(url.pathname), token: url.searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const kind = kindOf(new URL(request.url).pathname);
  const token = String((await request.formData()).get('token') ?? '');
  try {
    const call = kind === 'confirm' ? 'POST /stock-alerts/confirm' : 'POST /stock-alerts/cancel';
    const reply = await serverApi(context)(call, { body: { token } }, { skipAuthRedirect: true });
    const { alert, message } = reply.data;
    return { ok: true as const, message, product: { name: alert.product.name, slug: alert.product.slug }, size: alert.variant.size, color: alert.variant.color_name };
  } catch (error) {
    const message =
      error instanceof ApiRequestError && error.status !== 429 && error.status < 500
        ? 'Este enlace no es válido o ya no sirve. Si quieres un aviso, pídelo de nuevo desde la prenda.'
        : error instanceof ApiRequestError && error.status === 429
          ? error.message
          : 'No hemos podido hacerlo ahora. Inténtalo de nuevo en un momento.';
    return { ok: false as const, message };
  }
}

export default function StockAlertLink({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, token } = loaderData;
  const text = TEXTS[kind];
  const busy = useNavigation().state === 'submitting';
  const Icon = kind === 'confirm' ? BellRing : BellOff;
  return (
    <main id="main" className="container-page max-w-xl py-16 sm:py-24">
      <p className="eyebrow">Avisos de disponibilidad</p>
      <h1 className="mt-2 flex items-center gap-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        <Icon aria-hidden="true" className="size-8 text-primary" />
        {text.title}
      </h1>
      {actionData ? (
        <div className="mt-8 grid gap-6">
          <p role="status" className={`flex items-start gap-2 rounded-xl border px-4 py-3 ${actionData.ok ? 'border-success/40 bg-success/10' : 'border-danger/40 bg-danger/5'}`}>
            {actionData.ok ? <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" /> : <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-danger" />}
            <span>
              {actionData.message}
              {actionData.ok ? (
                <span className="mt-1 block text-sm text-muted">
                  {actionData.product.name} · talla {actionData.size} · {actionData.color}
                </span>
              ) : null}
            </span>
          </p>
          <p>
            <Link to={actionData.ok ? `/store/products/${actionData.product.slug}` : '/store'} className="btn-secondary">
              {actionData.ok ? 'Ver la prenda' : 'Ir a la tienda'}
            </Link>
          </p>
        </div>
      ) : token ? (
        <Form method="post" className="mt-8 grid gap-6">
          <p className="text-muted">{text.lead}</p>
          <input type="hidden" name="token" value={token} />
          <div>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Un momento…' : text.button}
            </button>
          </div>
        </Form>
      ) : (
        <p className="mt-8 text-muted">
          Falta el código del enlace: ábrelo tal y como llegó en el email.{' '}
          <Link to="/store" className="underline underline-offset-4">
            Ir a la tienda
          </Link>
        </p>
      )}
    </main>
  );
}
