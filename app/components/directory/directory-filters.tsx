import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import type { DirectoryFacets } from '@common/directory/contracts';
import type { DirectoryKind } from '@common/directory/rules';
import {
  changeDirectoryFilters,
  DIRECTORY_SEARCH_MAX_LENGTH,
  directoryHref,
  NO_FILTERS,
  parseDirectoryFilters,
  type DirectoryFilters,
} from './directory-query';

const CONTROL = 'block h-12 w-full rounded-xl border border-line bg-surface px-4 text-sm text-fg transition-colors hover:border-muted';
const LABEL = 'text-sm font-medium text-fg';

interface FacetOption {
  value: string;
  count: number | null;
}

/** The facet's values, plus the chosen one when the facet no longer lists it (so the select shows it). */
function optionsWith(options: FacetOption[], chosen: string | null): FacetOption[] {
  return chosen && !options.some((option) => option.value === chosen) ? [{ value: chosen, count: null }, ...options] : options;
}

function optionText({ value, count }: FacetOption) {
  return count === null ? value : `${value} (${count})`;
}

/**
 * Search, province → town → sector. A GET form, so it works before JavaScript; once it runs, a
 * select applies at once and the search on Enter, as navigations that keep the URL the truth.
 */
export function DirectoryFilterForm({ kind, filters, facets }: { kind: DirectoryKind | null; filters: DirectoryFilters; facets: DirectoryFacets }) {
  const navigate = useNavigate();
  const [text, setText] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);

  // The URL changed elsewhere (a chip, a tab, back): show its search. Set while rendering, not in an effect, which
  // could run after the first keystrokes and wipe them.
  if (filters.search !== shownSearch) {
    setShownSearch(filters.search);
    setText(filters.search);
  }

  const go = (next: DirectoryFilters) => void navigate(directoryHref(kind, next), { preventScrollReset: true });
  const change = (patch: Partial<DirectoryFilters>) => go(changeDirectoryFilters(filters, patch));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') params.set(name, value);
    go({ ...parseDirectoryFilters(params), page: 1 });
  };

  const provinces = optionsWith(facets.provinces, filters.province);
  const cities = optionsWith(
    facets.cities.filter((city) => city.province === filters.province),
    filters.city,
  );
  const sectors = optionsWith(facets.sectors, filters.sector);

  return (
    <Form
      method="get"
      role="search"
      aria-label="Buscar en el directorio"
      onSubmit={submit}
      preventScrollReset
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1">
        <label htmlFor="directory-search" className={LABEL}>
          Buscar
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted" />
          <input
            id="directory-search"
            type="search"
            name="search"
            value={text}
            maxLength={DIRECTORY_SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder="Nombre, oficio, etiqueta o lugar"
            aria-describedby="directory-search-hint"
            autoComplete="off"
            enterKeyHint="search"
            className={clsx(CONTROL, 'pl-11 placeholder:text-muted')}
          />
        </div>
        <p id="directory-search-hint" className="sr-only">
          Da igual escribir con o sin tildes.
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor="directory-province" className={LABEL}>
          Provincia
        </label>
        <select
          id="directory-province"
          name="province"
          value={filters.province ?? ''}
          onChange={(event) => change({ province: event.target.value || null })}
          className={clsx(CONTROL, 'cursor-pointer')}
        >
          <option value="">Todas las provincias</option>
          {provinces.map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(option)}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor="directory-city" className={LABEL}>
          Localidad
        </label>
        <select
          id="directory-city"
          name="city"
          value={filters.city ?? ''}
          disabled={!filters.province}
          aria-describedby={filters.province ? undefined : 'directory-city-hint'}
          onChange={(event) => change({ city: event.target.value || null })}
          className={clsx(CONTROL, 'cursor-pointer disabled:cursor-not-allowed disabled:opacity-70')}
        >
          <option value="">{filters.province ? 'Todas las localidades' : 'Elige antes la provincia'}</option>
          {cities.map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(option)}
            </option>
          ))}
        </select>
        {!filters.province && (
          <p id="directory-city-hint" className="sr-only">
            Las localidades aparecen al elegir una provincia.
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor="directory-sector" className={LABEL}>
          Sector
        </label>
        <select
          id="directory-sector"
          name="sector"
          value={filters.sector ?? ''}
          onChange={(event) => change({ sector: event.target.value || null })}
          className={clsx(CONTROL, 'cursor-pointer')}
        >
          <option value="">Todos los sectores</option>
          {sectors.map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(option)}
            </option>
          ))}
        </select>
      </div>

      <button type="submit" className="btn-primary h-12 px-6 sm:col-span-2 lg:col-span-1">
        Buscar
      </button>
    </Form>
  );
}

interface Chip {
  key: string;
  label: string;
  remove: Partial<DirectoryFilters>;
}

/** The filters in use, each a link that removes it, and 'Limpiar filtros'. */
export function DirectoryChips({ kind, filters }: { kind: DirectoryKind | null; filters: DirectoryFilters }) {
  const chips: Chip[] = [];
  if (filters.search) chips.push({ key: 'search', label: `«${filters.search}»`, remove: { search: '' } });
  if (filters.province) chips.push({ key: 'province', label: filters.province, remove: { province: null } });
  if (filters.city) chips.push({ key: 'city', label: filters.city, remove: { city: null } });
  if (filters.sector) chips.push({ key: 'sector', label: filters.sector, remove: { sector: null } });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p id="directory-chips-title" className="text-sm text-muted">
        Filtros activos:
      </p>
      <ul aria-labelledby="directory-chips-title" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={directoryHref(kind, changeDirectoryFilters(filters, chip.remove))}
              preventScrollReset
              className="inline-flex h-9 items-center gap-1.5 rounded-full bg-surface-muted pr-2.5 pl-3.5 text-sm text-fg transition-colors hover:bg-line"
            >
              {chip.label}
              <X aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(quitar)</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={directoryHref(kind, NO_FILTERS)} preventScrollReset className="ml-1 text-sm font-semibold text-primary underline underline-offset-4">
        Limpiar filtros
      </Link>
    </div>
  );
}
