import { BRANDS } from '@common/theme';
import { BRAND_SLUGS, BrandPage } from '~/components/catalog/brand-page';
import { loadBrands, loadProductPage } from '~/components/catalog/catalog-loaders';
import { serverApi } from '~/lib/api/server-client';
import { parseStoreFilters } from '~/lib/store-query';
import { seoMeta } from '~/lib/seo/meta';
import { withListingCode } from '~/components/catalog/listing-islands';
import type { Route } from './+types/rue-diverso';

const SLUG = BRAND_SLUGS.ruediverso;

/** The stored name and tagline when the brand was loaded; the spec's otherwise. */
export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const name = loaderData?.brand?.name ?? BRANDS.ruediverso.name;
  const tagline = loaderData?.brand?.tagline ?? BRANDS.ruediverso.tagline;
  return seoMeta(args, { title: name, description: `${name}: ${tagline.toLowerCase()}. Su historia y todas sus prendas.`, keepParams: ['page'] });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseStoreFilters(new URL(request.url).searchParams);
  const api = serverApi(context);
  const [brands, page] = await Promise.all([loadBrands(api), loadProductPage(api, filters, { brand: SLUG })]);
  return { brand: brands.find((brand) => brand.slug === SLUG) ?? null, page };
}

/** The listing's filters panel and pagination come with the data (a first visit keeps the server's and does not download their code). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withListingCode(serverLoader());
}

export default function BrandScreen({ loaderData }: Route.ComponentProps) {
  return <BrandPage brandKey="ruediverso" brand={loaderData.brand} page={loaderData.page} />;
}
