import { api } from '~/lib/api/browser-client';

/** What a product's or a campaign's form offers to choose from: every brand and every category (hidden ones too), read together. */
export async function loadCatalogChoices(signal: AbortSignal) {
  const [brands, categories] = await Promise.all([api('GET /brands', undefined, { signal }), api('GET /admin/categories', undefined, { signal })]);
  return { brands: brands.data, categories: categories.data };
}
