import { LISTING_OMITTED_FIELDS, type ListingProduct, type StoreProduct, type StoreProductPage } from './contracts';

/** A product as a listing card reads it (ListingProduct): the fields only the product page shows left out. */
export function listingProduct(product: StoreProduct): ListingProduct {
  const listed: Partial<StoreProduct> = { ...product };
  for (const field of LISTING_OMITTED_FIELDS) delete listed[field];
  return listed as ListingProduct;
}

export type ListingProductPage = Omit<StoreProductPage, 'data'> & { data: ListingProduct[] };

/** A page of the store list with each product as a card reads it. */
export function listingPage(page: StoreProductPage): ListingProductPage {
  return { ...page, data: page.data.map(listingProduct) };
}
