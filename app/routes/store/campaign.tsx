import type { ComponentProps } from 'react';
import { PackageSearch } from 'lucide-react';
import { data, Link } from 'react-router';
import { APP_NAME } from '@common/constants';
import { madridDateTimeText } from '@common/campaigns/rules';
import type { PublicCampaign } from '@common/campaigns/contracts';
import { PageHero } from '~/components/catalog/page-hero';
import { Pagination } from '~/components/catalog/pagination';
import { listingPage } from '@common/catalog/listing-product';
import { ProductGrid } from '~/components/catalog/product-grid';
import { countText } from '~/components/catalog/store-listing';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import { canonicalFor, originFromMatches, seoMeta, shortDescription } from '~/lib/seo/meta';
import type { ProductListJsonLd as ProductListBlock } from '~/lib/seo/page-json-ld';
import type { Route } from './+types/campaign';
import { serverOnlyContent, StaticIsland } from '~/components/ui/static-island';

/** Written by the server only, for crawlers (app/islands.server.ts), kept as written in a StaticIsland (issue 36). */
const ProductListJsonLd = serverOnlyContent<ComponentProps<typeof ProductListBlock>>('json-ld-product-list');

const PER_PAGE = 24;

/** The campaign's own address, each page of its products a page of its own. */
export const meta: Route.MetaFunction = (args) => {
  const campaign = args.data?.campaign;
  if (!campaign) return [{ title: `Page not found · ${APP_NAME}` }];
  const origin = originFromMatches(args.matches);
  return seoMeta(args, {
    title: campaign.name,
    description: shortDescription(campaign.public_text || `${campaign.name}: ${campaign.offer_text} en ruediverso y divergente. ${untilText(campaign)}.`),
    canonical: origin ? canonicalFor(origin, `/store/rebajas/${campaign.slug}`, args.location.search, ['page']) : null,
  });
};

/** The campaign and a page of its products; one the store does not show (missing, cancelled, not started, a bad slug) is the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked > 1 && asked <= 10_000 ? asked : undefined;
  try {
    const reply = await serverApi(context)('GET /campaigns/{slug}', { params: { slug: params.slug }, query: { page, per_page: PER_PAGE } });
    const campaign = reply.data;
    return { campaign: { ...campaign, products: listingPage(campaign.products) } };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) throw data(null, { status: 404 });
    throw error;
  }
}

/** 'Hasta el 31 ene 2027, 23:59 (hora peninsular)', or when it starts or ended. */
export function untilText(campaign: Pick<PublicCampaign, 'state' | 'starts_at' | 'ends_at'>): string {
  const at = (iso: string) => `${madridDateTimeText(new Date(iso))} (hora peninsular)`;
  switch (campaign.state) {
    case 'programada':
      return `Empieza el ${at(campaign.starts_at)}`;
    case 'terminada':
    case 'cancelada':
      return `Terminó el ${at(campaign.ends_at)}`;
    default:
      return `Hasta el ${at(campaign.ends_at)}`;
  }
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const { products } = campaign;
  const hrefFor = (n: number) => `/store/rebajas/${campaign.slug}${n > 1 ? `?page=${n}` : ''}`;
  return (
    <main id="main">
      <PageHero
        crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Tienda', to: '/store' }, { label: campaign.name }]}
        eyebrow={campaign.offer_text}
        title={campaign.name}
        lead={campaign.public_text || undefined}
      >
        <p className="mt-6 inline-flex rounded-full bg-surface-muted px-4 py-2 text-sm font-semibold text-fg ring-1 ring-line ring-inset">{untilText(campaign)}</p>
      </PageHero>
      <div className="container-page border-t border-line pt-14 pb-20 lg:pb-28">
        <section aria-labelledby="campaign-products" className="flex flex-col gap-8">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="campaign-products" className="font-display text-3xl font-medium tracking-tight">
              Productos de la campaña
            </h2>
            {products.total > 0 ? <p className="text-sm text-muted">{countText(products.data.length, products.total)}</p> : null}
          </div>
          {products.data.length === 0 ? (
            <div className="flex flex-col items-center rounded-[1.75rem] border border-dashed border-line bg-surface px-6 py-20 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-muted text-primary">
                <PackageSearch aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 font-display text-2xl font-medium">Ahora mismo no quedan productos en esta campaña</h3>
              <p className="mt-2 max-w-sm text-muted">Puede que se hayan agotado. Echa un vistazo al resto de ofertas.</p>
              <Link to="/store/offers" className="btn-primary mt-8">
                Ver ofertas
              </Link>
            </div>
          ) : (
            <ProductGrid products={products.data} priorityCount={3} />
          )}
          <Pagination page={products.current_page} lastPage={products.last_page} hrefFor={hrefFor} />
        </section>
      </div>
      <StaticIsland>
        <ProductListJsonLd page={products} />
      </StaticIsland>
    </main>
  );
}
