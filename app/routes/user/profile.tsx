import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AccountPage, SectionCard } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { ProfileForm } from '~/components/account/profile-form';
import { ProfilePhoto } from '~/components/account/profile-photo';
import { useAuth } from '~/lib/auth';
import { fetchPendingEmailChange } from '~/lib/profile';
import type { Route } from './+types/profile';

export const meta = () => accountMeta('Mi Perfil');

const SCREEN = { eyebrow: 'Mi cuenta', title: 'Mi Perfil' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireCustomer(request);
  // A new email waiting for its confirmation (issue 33); one that cannot be read is left unsaid.
  const pendingEmail = await fetchPendingEmailChange().then(
    (change) => change?.email ?? null,
    () => null,
  );
  return { user, pendingEmail };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tu perfil…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function ProfileScreen({ loaderData }: Route.ComponentProps) {
  // Saving the profile or the photo updates the session, which the header reads too: show that one.
  const user = useAuth().user ?? loaderData.user;
  return (
    <AccountPage
      {...SCREEN}
      description="Tus datos personales. Los usamos para tus pedidos y para escribirte cuando haga falta."
    >
      <div className="grid gap-6">
        <SectionCard id="photo" title="Foto de perfil">
          <ProfilePhoto user={user} />
        </SectionCard>
        <SectionCard id="details" title="Datos personales" description="Tu email es también tu usuario para entrar.">
          <ProfileForm key={user.id} user={user} pendingEmail={loaderData.pendingEmail} />
        </SectionCard>
        <Link
          to="/user/security"
          className="card group flex items-center gap-4 p-5 transition-colors hover:border-primary/50"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-surface-muted">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary" strokeWidth={1.75} />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">¿Quieres cambiar tu contraseña?</span>
            <span className="block text-sm text-muted">Hazlo desde Seguridad, donde también ves tus sesiones abiertas.</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted group-hover:text-primary" />
        </Link>
      </div>
    </AccountPage>
  );
}
