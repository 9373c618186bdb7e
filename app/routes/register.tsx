import { APP_NAME } from '@common/constants';
import { AuthHeading, AuthLayout } from '~/components/auth/auth-layout';
import { RegisterForm } from '~/components/auth/register-form';
import { GuestOnly } from '~/components/auth/require-auth';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/register';

// The title is English (spec §1) in a Spanish site: rendered below with lang="en" (WCAG 3.1.2),
// which a meta descriptor cannot carry; React puts it in <head>.
// The <title> is the page's own element (lang="en"); the rest of the tags come from here.
export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Create an account', titleTag: false, description: 'Crea tu cuenta en Tienda Diverso para seguir tus pedidos y guardar tus direcciones.' });

const PANEL = {
  eyebrow: 'Únete a Tienda Diverso',
  title: 'Tu armario, con nombre propio.',
  points: [
    'Sigue tus pedidos y devoluciones en un solo lugar',
    'Guarda tus direcciones y tus prendas favoritas',
    'Novedades de nuestras dos marcas antes que nadie',
  ],
} as const;

/** Register screen (spec §2): guests only. */
export default function Register() {
  return (
    <>
      <title lang="en">{`Create an account · ${APP_NAME}`}</title>
      <GuestOnly>
        <AuthLayout panel={PANEL}>
          <AuthHeading title="Create an account" />
          <RegisterForm />
        </AuthLayout>
      </GuestOnly>
    </>
  );
}
