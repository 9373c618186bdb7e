import { redirect, type ShouldRevalidateFunction } from 'react-router';
import { ACCOUNT_LINK_TOKEN_PATTERN } from '@common/auth/account-links';
import { dashboardPathFor } from '~/components/auth/sign-in-destination';
import { AuthHeading, AuthLayout } from '~/components/auth/auth-layout';
import { ResetPasswordForm, type ResetLinkState, type ResetPasswordOutcome } from '~/components/auth/reset-password-form';
import { serverFieldErrors } from '~/components/forms/field-errors';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import { isLoginChallenge, login } from '~/lib/auth-sign-in';
import type { RouteHandle } from '~/lib/layout';
import { seoMeta } from '~/lib/seo/meta';
import { toast } from '~/lib/toast';
import type { Route } from './+types/reset-password';

// /reset-password?token= (issue 33): the link of the reset e-mail. Opening it only checks the link
// (mail scanners follow links); the new password is the form's POST to this page's action, so it
// works before and without JavaScript. With JavaScript the page then signs in with the new
// password through the ordinary login, with its limits.

export const handle: RouteHandle = { layout: { adBanner: false } };

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Elige una contraseña nueva',
    description: 'Elige una contraseña nueva para tu cuenta de Tienda Diverso.',
    extra: [{ name: 'robots', content: 'noindex' }],
  });

/** The page carries a one-time link: never kept by a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

const PANEL = {
  eyebrow: 'Recupera tu cuenta',
  title: 'Una contraseña nueva, y todo vuelve a estar en su sitio.',
  points: [
    'Al guardarla cerramos todas las sesiones abiertas',
    'Te avisamos por email de que ha cambiado',
    'Tus pedidos, direcciones y favoritos siguen ahí',
  ],
} as const;

const INVALID: ResetPasswordOutcome = { ok: false, invalid: true, fieldErrors: {}, message: null };
const FAILED = 'No hemos podido guardar la contraseña ahora. Inténtalo de nuevo en un momento.';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ResetLinkState> {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const invalid = (): ResetLinkState => ({ state: 'invalid' });
  if (!ACCOUNT_LINK_TOKEN_PATTERN.test(token)) return invalid();
  try {
    const reply = await serverApi(context)('GET /password/reset', { query: { token } }, { skipAuthRedirect: true });
    return { state: 'ready', token, email: reply.data.email };
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

export async function action({ request, context }: Route.ActionArgs): Promise<ResetPasswordOutcome> {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const body = { token: field('token'), password: field('password'), password_confirmation: field('password_confirmation') };
  try {
    const reply = await serverApi(context)('POST /password/reset', { body }, { skipAuthRedirect: true });
    return { ok: true, email: reply.data.email };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 404) return INVALID;
    if (error.status === 422) {
      const fieldErrors = serverFieldErrors(error.fieldErrors);
      return fieldErrors.token ? INVALID : { ok: false, invalid: false, fieldErrors, message: null };
    }
    return { ok: false, invalid: false, fieldErrors: {}, message: error.status === 429 && error.hasServerMessage ? error.message : FAILED };
  }
}

/** With JavaScript: the same POST, then the ordinary sign-in with the new password. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const password = String((await request.clone().formData()).get('password') ?? '');
  const outcome = await serverAction();
  if (!outcome.ok) return outcome;
  try {
    const reply = await login({ email: outcome.email, password });
    // With a second factor the login waits for it: the outcome's link to the login page leads on.
    if (isLoginChallenge(reply)) return outcome;
    toast({ type: 'success', message: 'Tu contraseña ha cambiado y ya has entrado con la nueva.' });
    return redirect(dashboardPathFor(reply.user));
  } catch {
    // The password did change; signing in is then left to the login page the outcome links to.
    return outcome;
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthLayout panel={PANEL} lang="es">
      <AuthHeading title="Elige una contraseña nueva" />
      <ResetPasswordForm link={loaderData} outcome={actionData} />
    </AuthLayout>
  );
}
