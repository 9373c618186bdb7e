import clsx from 'clsx';
import { Link } from 'react-router';
import { useStoreSettings } from '~/lib/store-facts';
import { homeFigures, NO_HOME_FACTS, type HomeFacts } from './home-facts';

// Tailwind sees whole class names only: one per number of figures.
const LARGE_COLUMNS = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'];

/**
 * 'Tienda Diverso en cifras': the fibre share, the catalogue's size and sizes (the home loader's
 * `facts`) and where free shipping starts (the settings). Unknown figures are left out.
 */
export function HomeStats({ facts = NO_HOME_FACTS }: { facts?: HomeFacts }) {
  const figures = homeFigures(facts, useStoreSettings().free_shipping_threshold);
  return (
    <section aria-label="Tienda Diverso en cifras" className="border-y border-line bg-surface">
      <dl
        className={clsx(
          'container-page grid divide-line lg:divide-x',
          figures.length > 1 && 'grid-cols-2',
          LARGE_COLUMNS[figures.length],
        )}
      >
        {figures.map((figure) => (
          <div key={figure.id} className="flex flex-col gap-2 px-2 py-10 lg:px-8">
            <dt className="order-2 max-w-[16rem] text-sm leading-snug text-muted">
              {figure.href ? (
                <Link to={figure.href} className="underline underline-offset-4 hover:text-fg">
                  {figure.label}
                </Link>
              ) : (
                figure.label
              )}
            </dt>
            <dd className="order-1 font-display text-4xl font-medium tracking-tight sm:text-5xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
