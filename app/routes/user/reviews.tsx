import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { MY_REVIEWS_SCREEN, MyReviews } from '~/components/reviews/my-reviews';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/reviews';

export const meta = () => accountMeta('Mis opiniones');

/** The customer's reviews and what they can still review; ?producto=ID opens that product's form. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const wanted = new URL(request.url).searchParams.get('producto');
  const overview = (await api('GET /user/reviews', undefined, { signal: request.signal })).data;
  return { overview, wantedProductId: wanted && /^\d{1,10}$/.test(wanted) ? Number(wanted) : null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading eyebrow={MY_REVIEWS_SCREEN.eyebrow} title={MY_REVIEWS_SCREEN.title} label="Cargando tus opiniones…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError eyebrow={MY_REVIEWS_SCREEN.eyebrow} title={MY_REVIEWS_SCREEN.title} />;
}

export default function MyReviewsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <MyReviews
      key={loaderData.wantedProductId ?? 'all'}
      overview={loaderData.overview}
      wantedProductId={loaderData.wantedProductId}
      send={async (form) => (await api('POST /user/reviews', { form })).data}
      remove={async (id) => {
        await api('DELETE /user/reviews/{id}', { params: { id } });
        return (await api('GET /user/reviews')).data;
      }}
    />
  );
}
