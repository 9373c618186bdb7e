import { AuthHeading, AuthLayout } from '~/components/auth/auth-layout';
import { ForgotPasswordForm, type ForgotPasswordOutcome } from '~/components/auth/forgot-password-form';
import { serverFieldErrors } from '~/components/forms/field-errors';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import type { RouteHandle } from '~/lib/layout';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/forgot-password';

/** Like the login screen it comes from: header, footer and widgets, no ad banner. */
export const handle: RouteHandle = { layout: { adBanner: false } };

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: '¿Olvidaste tu contraseña?',
    description: 'Pide un enlace para elegir una contraseña nueva para tu cuenta de Tienda Diverso.',
    extra: [{ name: 'robots', content: 'noindex' }],
  });

const PANEL = {
  eyebrow: 'Recupera tu cuenta',
  title: 'Un enlace a tu correo y vuelves a entrar.',
  points: [
    'El enlace sirve una sola vez y caduca en 30 minutos',
    'Al elegir la contraseña nueva se cierran todas tus sesiones',
    'Nunca te pediremos tu contraseña por email ni por teléfono',
  ],
} as const;

const FAILED = 'No hemos podido enviarlo ahora. Inténtalo de nuevo en un momento.';

/**
 * The form's POST, run on the server whether or not the page has JavaScript: the API answers the
 * same whatever the address, so this page can only say the same too.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ForgotPasswordOutcome> {
  const email = String((await request.formData()).get('email') ?? '');
  try {
    const reply = await serverApi(context)('POST /password/forgot', { body: { email } }, { skipAuthRedirect: true });
    return { ok: true, email: email.trim(), message: reply.data.message };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 422) return { ok: false, email, fieldErrors: serverFieldErrors(error.fieldErrors), message: null };
    return { ok: false, email, fieldErrors: {}, message: error.status === 429 && error.hasServerMessage ? error.message : FAILED };
  }
}

/** /forgot-password (issue 33): the link from the login screen's "¿Olvidaste tu contraseña?". */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthLayout panel={PANEL} lang="es">
      <AuthHeading title="¿Olvidaste tu contraseña?">
        <p className="mt-3 text-muted">Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.</p>
      </AuthHeading>
      <ForgotPasswordForm outcome={actionData} />
    </AuthLayout>
  );
}
