import type { StoreProduct } from '@common/catalog/contracts';
import { ProductDetails } from './product-details';
import { ProductPassport } from './product-passport';
import { ProductTags } from './product-tags';

function paragraphsOf(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The product page's 'Descripción' (the description's paragraphs, the tags, the details) and its passport: text and
 * links only, drawn by the server and kept by the browser (product-about-island.tsx, issue 36).
 */
export function ProductAbout({ product }: { product: StoreProduct }) {
  const description = paragraphsOf(product.description);
  return (
    <div className="mt-20 grid gap-12 lg:mt-28 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
      <section aria-labelledby="product-description-title">
        <h2 id="product-description-title" className="font-display text-3xl font-semibold tracking-tight">
          Descripción
        </h2>
        <div className="mt-6 flex max-w-prose flex-col gap-4 leading-relaxed">
          {description.length > 0 ? description.map((paragraph, index) => <p key={index}>{paragraph}</p>) : <p className="text-muted">{product.short_description ?? 'Sin descripción.'}</p>}
        </div>
        <div className="mt-8">
          <ProductTags tags={product.tags} />
        </div>
        <ProductDetails product={product} />
      </section>

      {product.passport && <ProductPassport passport={product.passport} />}
    </div>
  );
}
