import { useId, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { Search, X } from 'lucide-react';

// The back-office lists' filter bar: `FilterSearch` (the search box; give it `useListFilters`'s
// searchText/setSearchText), `FilterSelect`, `FilterDateRange` (Desde/Hasta), `FilterField` for any other labelled control
// with `filterControlClass`, and `ClearFiltersButton`. Put them in a `role="search"` card.

/** The look of every back-office filter control. */
export const filterControlClass =
  'h-11 w-full rounded-lg border border-line bg-surface px-3.5 text-sm text-fg shadow-xs transition-colors hover:border-muted/60 focus-visible:outline-offset-0 aria-[invalid=true]:border-danger';

/** A labelled filter: the label above its control, wired by id. */
export function FilterField({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function FilterSearch({
  value,
  onChange,
  placeholder,
  label = 'Buscar',
  className,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
  className?: string;
  /** `useListFilters`' searchRef: the focus stays in the box when the list replaces its loading screen. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            ref={inputRef}
            id={id}
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={placeholder}
            maxLength={100}
            className={clsx(filterControlClass, 'pl-9')}
          />
        </div>
      )}
    </FilterField>
  );
}

export function FilterSelect({
  label,
  value,
  onChange,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={clsx(filterControlClass, 'appearance-auto')}>
          {children}
        </select>
      )}
    </FilterField>
  );
}

export function ClearFiltersButton({ onClick, disabled, className }: { onClick: () => void; disabled: boolean; className?: string }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={clsx('btn-secondary h-11', className)}>
      <X aria-hidden="true" className="size-4" />
      Limpiar filtros
    </button>
  );
}

/**
 * The 'Desde' and 'Hasta' days of a list (two grid cells): each bounds the other, and a day
 * cleared is none (`undefined`). `onChange` gets the one that changed.
 */
export function FilterDateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (change: { from: string | undefined } | { to: string | undefined }) => void;
}) {
  return (
    <>
      <FilterField label="Desde">
        {(id) => <input id={id} type="date" value={from ?? ''} max={to} onChange={(event) => onChange({ from: event.target.value || undefined })} className={filterControlClass} />}
      </FilterField>
      <FilterField label="Hasta">
        {(id) => <input id={id} type="date" value={to ?? ''} min={from} onChange={(event) => onChange({ to: event.target.value || undefined })} className={filterControlClass} />}
      </FilterField>
    </>
  );
}
