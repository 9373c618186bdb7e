import { AdBannerStrip } from '~/components/banners/ad-banner-strip';
import { HomeEditorialBottom, HomeEditorialTop } from '~/components/home/home-editorial';
import { HomeNewsletter } from '~/components/home/home-newsletter';
import { StoreCategories } from '~/components/catalog/category-tiles';
import { FacetFilters } from '~/components/catalog/facet-filters';
import { NewsletterStrip } from '~/components/catalog/newsletter-strip';
import { Pagination } from '~/components/catalog/pagination';
import { StoreHero } from '~/components/catalog/store-hero';
import { StoreServices } from '~/components/catalog/store-services';
import { FooterColumns } from '~/components/layout/site-footer-columns';
import { ColorFilterDefs } from '~/components/widgets/color-filter-defs';
import { ConsentBanner } from '~/components/widgets/consent-banner';
import { ProductAbout } from '~/components/product/product-about';
import { ProductReviews } from '~/components/reviews/product-reviews';
import { SizeGuideTable } from '~/components/product/size-guide-dialog';
import { registerDrawnIslands } from '~/components/ui/static-island';
import { CategoryJsonLd, HomeJsonLd, ProductJsonLd, ProductListJsonLd } from '~/lib/seo/page-json-ld';

/**
 * The content of the static islands the browser keeps as the server drew them and never downloads
 * with the page (issue 36, `islandContent`): only the server entry imports this file, so these
 * modules stay out of the browser's first download; a page that must draw one itself imports it.
 * The size guide's table is drawn for a browser without scripts, inside a <noscript>; the ad strip is drawn as the
 * first page's, which its deferred part keeps (deferred-ad-banner-strip.tsx).
 */
registerDrawnIslands({
  'ad-banner-strip': AdBannerStrip,
  'footer-columns': FooterColumns,
  'color-filter-defs': ColorFilterDefs,
  'consent-banner': ConsentBanner,
  'home-editorial-top': HomeEditorialTop,
  'home-editorial-bottom': HomeEditorialBottom,
  'size-guide-table': SizeGuideTable,
  'product-about': ProductAbout,
  'product-reviews': ProductReviews,
  'facet-filters': FacetFilters,
  'pagination': Pagination,
  'store-categories': StoreCategories,
  'store-hero': StoreHero,
  'store-services': StoreServices,
  'newsletter-strip': NewsletterStrip,
  'home-newsletter': HomeNewsletter,
  'json-ld-home': HomeJsonLd,
  'json-ld-product-list': ProductListJsonLd,
  'json-ld-category': CategoryJsonLd,
  'json-ld-product': ProductJsonLd,
});
