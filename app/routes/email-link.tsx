import { CheckCircle2, CircleAlert, MailCheck, Undo2 } from 'lucide-react';
import { Form, Link, useNavigation, type ShouldRevalidateFunction } from 'react-router';
import { ACCOUNT_LINK_TOKEN_PATTERN, EMAIL_UNDO_PATH, FORGOT_PASSWORD_PATH } from '@common/auth/account-links';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/email-link';

// The links of the e-mail change (issue 33): /email/confirmar?token= (sent to the new address) and
// /email/deshacer?token= (the old address's way back, 7 days). Opening the link only shows what it
// will do and a button (mail scanners follow links); the change is the form's POST, so it works
// without JavaScript and without signing in.

export type EmailLinkKind = 'confirm' | 'undo';
const kindOf = (pathname: string): EmailLinkKind => (pathname.startsWith(EMAIL_UNDO_PATH) ? 'undo' : 'confirm');

export type EmailLinkState = { state: 'ready'; kind: EmailLinkKind; token: string; email: string } | { state: 'invalid'; kind: EmailLinkKind };

export type EmailLinkOutcome =
  | { ok: true; kind: EmailLinkKind; email: string; revokedSessions: number }
  | { ok: false; retry: boolean; message: string };

const TEXTS: Record<EmailLinkKind, { title: string; description: string; button: string }> = {
  confirm: {
    title: 'Confirma tu nuevo email',
    description: 'Confirma la dirección nueva de tu cuenta de Tienda Diverso.',
    button: 'Confirmar el cambio',
  },
  undo: {
    title: 'Deshacer el cambio de email',
    description: 'Devuelve tu cuenta de Tienda Diverso a su dirección anterior.',
    button: 'Deshacer el cambio',
  },
};

const INVALID = 'Este enlace ya no sirve: ha caducado, ya se usó o se pidió otro cambio después.';
const FAILED = 'No hemos podido hacerlo ahora. Inténtalo de nuevo en un momento.';

export const meta: Route.MetaFunction = (args) => {
  const text = TEXTS[kindOf(args.location.pathname)];
  return seoMeta(args, { title: text.title, description: text.description, extra: [{ name: 'robots', content: 'noindex' }] });
};

/** The page carries a one-time link: never kept by a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ request, context }: Route.LoaderArgs): Promise<EmailLinkState> {
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const token = url.searchParams.get('token')?.trim() ?? '';
  const invalid = (): EmailLinkState => ({ state: 'invalid', kind });
  if (!ACCOUNT_LINK_TOKEN_PATTERN.test(token)) return invalid();
  try {
    const reply = await serverApi(context)('GET /email-change', { query: { token } }, { skipAuthRedirect: true });
    // A link opened on the other page (a confirmation at /email/deshacer) is not this page's.
    if (reply.data.kind !== kind) return invalid();
    return { state: 'ready', kind, token, email: reply.data.email };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return invalid();
    throw error;
  }
}

// A link that no longer works answers 200 with a page that says so: after the form's POST the
// loader runs again (without JavaScript, in the same answer) and finds its own link used.

/** After its own POST the page shows the outcome; reading the link again would only find it used. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate;

export async function action({ request, context }: Route.ActionArgs): Promise<EmailLinkOutcome> {
  const kind = kindOf(new URL(request.url).pathname);
  const token = String((await request.formData()).get('token') ?? '');
  try {
    const call = kind === 'confirm' ? 'POST /email-change/confirm' : 'POST /email-change/undo';
    const reply = await serverApi(context)(call, { body: { token } }, { skipAuthRedirect: true });
    return { ok: true, kind, email: reply.data.email, revokedSessions: reply.data.revoked_sessions };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 404 || error.status === 422) return { ok: false, retry: false, message: INVALID };
    if ((error.status === 409 || error.status === 429) && error.hasServerMessage) return { ok: false, retry: error.status === 429, message: error.message };
    return { ok: false, retry: true, message: FAILED };
  }
}

export default function EmailLink({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailLinkView link={loaderData} outcome={actionData} />;
}

/** What the page says: what the link will do and its button, what it did, or why it does not work. */
export function EmailLinkView({ link, outcome }: { link: EmailLinkState; outcome?: EmailLinkOutcome }) {
  const busy = useNavigation().state === 'submitting';
  const text = TEXTS[link.kind];
  const Icon = link.kind === 'undo' ? Undo2 : MailCheck;
  const failure = outcome?.ok === false ? outcome : null;
  return (
    <main id="main" className="container-page max-w-xl py-16 sm:py-24">
      <p className="eyebrow">Tu cuenta</p>
      <h1 className="mt-2 flex items-center gap-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
        {text.title}
      </h1>
      {outcome?.ok ? (
        <div className="mt-8 grid gap-6">
          <p role="status" className="flex items-start gap-2 rounded-xl border border-success/40 bg-success/10 px-4 py-3">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
            {outcome.kind === 'confirm' ? (
              <span>
                Listo: tu cuenta usa ahora {outcome.email}.
                <span className="mt-1 block text-sm text-muted">Hemos avisado a tu dirección anterior. Desde ahora entra con este email.</span>
              </span>
            ) : (
              <span>
                Tu cuenta vuelve a usar {outcome.email}.
                <span className="mt-1 block text-sm text-muted">
                  Hemos cerrado todas sus sesiones. Si no cambiaste tú el email, elige ahora una contraseña nueva: quien lo cambió podría conocer la de antes.
                </span>
              </span>
            )}
          </p>
          <p className="flex flex-wrap gap-3">
            {outcome.kind === 'confirm' ? (
              <Link to="/user/profile" className="btn-primary">
                Ir a mi perfil
              </Link>
            ) : (
              <Link to={FORGOT_PASSWORD_PATH} className="btn-primary">
                Elegir una contraseña nueva
              </Link>
            )}
            <Link to="/store" className="btn-secondary">
              Ir a la tienda
            </Link>
          </p>
        </div>
      ) : link.state === 'invalid' || (failure && !failure.retry) ? (
        <div className="mt-8 grid gap-6">
          <p role={failure ? 'alert' : undefined} className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3">
            <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-danger" />
            <span>{failure ? failure.message : INVALID}</span>
          </p>
          <p className="flex flex-wrap gap-3">
            <Link to="/user/profile" className="btn-secondary">
              Ir a mi perfil
            </Link>
            <Link to="/help/contact" className="btn-secondary">
              Contactar con nosotros
            </Link>
          </p>
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
            {link.kind === 'confirm' ? (
              <>
                Tu cuenta pasará a usar <strong className="font-semibold text-fg">{link.email}</strong> para entrar y para recibir nuestros correos. Avisaremos a la dirección de
                antes.
              </>
            ) : (
              <>
                Tu cuenta volverá a usar <strong className="font-semibold text-fg">{link.email}</strong> y cerraremos todas sus sesiones, por si el cambio lo hizo otra persona.
              </>
            )}
          </p>
          <input type="hidden" name="token" value={link.token} />
          <div>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Un momento…' : text.button}
            </button>
          </div>
        </Form>
      )}
    </main>
  );
}
