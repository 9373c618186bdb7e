import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { DirectoryLocations } from '@common/directory/contracts';
import { entryCountText } from './directory-results';
import { directoryHref, NO_FILTERS } from './directory-query';

/** Every province with entries, its count and its towns, each a link to the directory filtered to it. */
export function LocationsList({ locations }: { locations: DirectoryLocations }) {
  if (locations.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-muted">
        Todavía no hay fichas publicadas en ninguna provincia.
      </p>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {locations.map((place) => {
        const titleId = `provincia-${place.province.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`;
        return (
          <li key={place.province}>
            <section aria-labelledby={titleId} className="card flex h-full flex-col gap-4 p-5">
              <div className="flex items-baseline justify-between gap-3">
                <h2 id={titleId} className="font-display text-2xl font-medium">
                  <Link
                    to={directoryHref(null, { ...NO_FILTERS, province: place.province })}
                    className="underline-offset-4 hover:text-primary hover:underline"
                  >
                    {place.province}
                  </Link>
                </h2>
                <span className="shrink-0 text-sm text-muted tabular-nums">{entryCountText(place.count)}</span>
              </div>
              <ul aria-label={`Localidades de ${place.province}`} className="flex flex-col gap-1.5">
                {place.cities.map((city) => (
                  <li key={city.city} className="flex items-center justify-between gap-3 text-sm">
                    <Link
                      to={directoryHref(null, { ...NO_FILTERS, province: place.province, city: city.city })}
                      className="inline-flex items-center gap-1.5 font-medium text-fg underline-offset-4 hover:text-primary hover:underline"
                    >
                      <MapPin aria-hidden="true" className="size-3.5 text-muted" />
                      {city.city}
                    </Link>
                    <span className="text-muted tabular-nums">
                      {city.count}
                      <span className="sr-only">{city.count === 1 ? ' ficha' : ' fichas'}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
