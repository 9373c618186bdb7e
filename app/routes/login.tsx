import { APP_NAME } from '@common/constants';
import { AuthHeading, AuthLayout } from '~/components/auth/auth-layout';
import { LoginForm } from '~/components/auth/login-form';
import { GuestOnly } from '~/components/auth/require-auth';
import type { RouteHandle } from '~/lib/layout';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/login';

/** Spec §2 Layout switches: login keeps header, footer and widgets, but not the ad banner. */
export const handle: RouteHandle = { layout: { adBanner: false } };

// The title is English (spec §1) in a Spanish site: rendered below with lang="en" (WCAG 3.1.2),
// which a meta descriptor cannot carry; React puts it in <head>.
// The <title> is the page's own element (lang="en"); the rest of the tags come from here.
export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Sign in', titleTag: false, description: 'Accede a tu cuenta de Tienda Diverso.' });

const PANEL = {
  eyebrow: 'Hola de nuevo',
  title: 'Ropa con carácter, a un clic de tu cuenta.',
  points: [
    'Tus pedidos, direcciones y favoritos te esperan',
    'Gestiona devoluciones sin llamadas ni esperas',
    'Cambia de marca y de tema cuando quieras',
  ],
} as const;

/** Login screen (spec §2): guests only. */
export default function Login() {
  return (
    <>
      <title lang="en">{`Sign in · ${APP_NAME}`}</title>
      <GuestOnly>
        <AuthLayout panel={PANEL}>
          <AuthHeading title="Sign in to your account" />
          <LoginForm />
        </AuthLayout>
      </GuestOnly>
    </>
  );
}
