import { useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { formatPrice } from '@common/money';
import type { ProductFacets } from '@common/catalog/contracts';
import { toggleValue, TRENDS_LABEL, type StoreFilters } from '~/lib/store-query';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-5 pb-6">
      <legend className="float-left mb-4 w-full text-xs font-semibold tracking-[0.16em] text-fg uppercase">{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

function Count({ value }: { value: number }) {
  return (
    <span className="ml-auto text-xs text-muted tabular-nums">
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">, {value === 1 ? '1 producto' : `${value} productos`}</span>
    </span>
  );
}

/** One choice of several (brand, condition), the first meaning "any"; a choice with no products is disabled. */
function RadioChoices<T extends string>({
  name,
  formId,
  selected,
  options,
  onSelect,
}: {
  name: string;
  formId: string;
  selected: string;
  options: { value: T | ''; label: string; count: number | null }[];
  onSelect: (value: T | '') => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {options.map((option) => {
        const isChecked = selected === option.value;
        const isEmpty = option.count === 0 && !isChecked;
        return (
          <li key={option.value || 'all'}>
            <label
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-surface-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                isEmpty && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                form={formId}
                value={option.value}
                checked={isChecked}
                disabled={isEmpty}
                onChange={() => onSelect(option.value)}
                className="size-4 accent-primary focus-visible:outline-none"
              />
              <span className={clsx(isChecked && 'font-semibold')}>{option.label}</span>
              {option.count !== null && <Count value={option.count} />}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** The price fields' text as typed (not yet applied). */
export type PriceText = { min: string; max: string };

export type FacetFiltersProps = {
  facets: ProductFacets | undefined;
  filters: StoreFilters;
  formId: string;
  hasBrandFilter: boolean;
  onChange: (change: Partial<StoreFilters>) => void;
};

const priceText = (price: number | null) => (price === null ? '' : String(price));

/**
 * 'Tendencias' (the team's selection), size, colour, brand, condition and price filters with their counts (facets of GET /api/products).
 * Plain form controls named like the URL, so the GET form works before JavaScript loads. The browser downloads this
 * code only once the panel must be drawn again (deferred-facet-filters.tsx); `initialPrice` is what the shopper typed
 * in the panel kept until then.
 */
export function FacetFilters({
  facets,
  filters,
  formId,
  hasBrandFilter,
  onChange,
  initialPrice,
}: FacetFiltersProps & { initialPrice?: PriceText }) {
  const idPrefix = useId();
  const [minText, setMinText] = useState(initialPrice?.min ?? priceText(filters.minPrice));
  const [maxText, setMaxText] = useState(initialPrice?.max ?? priceText(filters.maxPrice));
  // The URL's price changed (applied, cleared, back): the fields show it.
  const [shownPrice, setShownPrice] = useState({ min: filters.minPrice, max: filters.maxPrice });
  if (shownPrice.min !== filters.minPrice || shownPrice.max !== filters.maxPrice) {
    setShownPrice({ min: filters.minPrice, max: filters.maxPrice });
    if (shownPrice.min !== filters.minPrice) setMinText(priceText(filters.minPrice));
    if (shownPrice.max !== filters.maxPrice) setMaxText(priceText(filters.maxPrice));
  }

  const brands = facets?.brands ?? [];
  const sizes = facets?.sizes ?? [];
  const colors = facets?.colors ?? [];
  const range = facets?.price_range;
  // Only worth a group when the list holds more than one condition (or one is chosen).
  const conditions = (facets?.conditions ?? []).filter((c) => c.count > 0 || c.condition === filters.condition);
  const showConditions = conditions.length > 1 || filters.condition !== null;

  return (
    <div className="text-sm">
      <Group legend="Selección">
        <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-surface-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus">
          <input
            type="checkbox"
            name="featured"
            form={formId}
            value="1"
            checked={filters.featured}
            onChange={() => onChange({ featured: !filters.featured })}
            aria-describedby={`${idPrefix}-trends`}
            className="size-4 shrink-0 accent-primary focus-visible:outline-none"
          />
          <span className={clsx(filters.featured && 'font-semibold')}>{TRENDS_LABEL}</span>
        </label>
        <p id={`${idPrefix}-trends`} className="mt-1 pl-9 text-xs text-muted">
          Elegidas por el equipo esta temporada
        </p>
      </Group>

      {hasBrandFilter && brands.length > 0 && (
        <Group legend="Marca">
          <RadioChoices
            name="brand"
            formId={formId}
            selected={filters.brand ?? ''}
            options={[{ value: '', label: 'Todas las marcas', count: null }, ...brands.map((b) => ({ value: b.slug, label: b.name, count: b.count }))]}
            onSelect={(slug) => onChange({ brand: slug || null })}
          />
        </Group>
      )}

      {sizes.length > 0 && (
        <Group legend="Talla">
          <ul className="grid grid-cols-4 gap-1.5">
            {sizes.map(({ size, count }) => {
              const isChecked = filters.sizes.includes(size);
              const isEmpty = count === 0 && !isChecked;
              return (
                <li key={size}>
                  <label
                    className={clsx(
                      'flex h-11 cursor-pointer flex-col items-center justify-center rounded-lg border text-sm leading-none transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                      isChecked ? 'border-fg bg-fg text-bg' : 'border-line bg-surface hover:border-fg',
                      isEmpty && 'cursor-not-allowed opacity-50',
                    )}
                  >
                    <input
                      type="checkbox"
                      name="size"
                      form={formId}
                      value={size}
                      checked={isChecked}
                      disabled={isEmpty}
                      onChange={() => onChange({ sizes: toggleValue(filters.sizes, size) })}
                      className="sr-only"
                    />
                    <span className="font-semibold">{size}</span>
                    <span className={clsx('mt-1 text-[0.65rem] tabular-nums', isChecked ? 'text-bg' : 'text-muted')}>
                      <span aria-hidden="true">({count})</span>
                      <span className="sr-only">, {count === 1 ? '1 producto' : `${count} productos`}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </Group>
      )}

      {colors.length > 0 && (
        <Group legend="Color">
          <ul className="flex flex-col gap-0.5">
            {colors.map((color) => {
              const isChecked = filters.colors.some((c) => c.toLowerCase() === color.name.toLowerCase());
              const isEmpty = color.count === 0 && !isChecked;
              return (
                <li key={color.name}>
                  <label
                    className={clsx(
                      'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-surface-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                      isEmpty && 'cursor-not-allowed opacity-50',
                    )}
                  >
                    <input
                      type="checkbox"
                      name="color"
                      form={formId}
                      value={color.name}
                      checked={isChecked}
                      disabled={isEmpty}
                      onChange={() =>
                        onChange({
                          colors: isChecked
                            ? filters.colors.filter((c) => c.toLowerCase() !== color.name.toLowerCase())
                            : [...filters.colors, color.name],
                        })
                      }
                      className="peer sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'relative inline-flex size-6 shrink-0 items-center justify-center rounded-full border shadow-inner',
                        isChecked ? 'border-fg ring-2 ring-fg ring-offset-2 ring-offset-bg' : 'border-line',
                      )}
                      style={{ backgroundColor: color.hex }}
                    >
                      {isChecked && <Check className="size-3.5 text-white mix-blend-difference" strokeWidth={3} />}
                    </span>
                    <span className={clsx(isChecked && 'font-semibold')}>{color.name}</span>
                    <Count value={color.count} />
                  </label>
                </li>
              );
            })}
          </ul>
        </Group>
      )}

      {showConditions && (
        <Group legend="Estado">
          <RadioChoices
            name="condition"
            formId={formId}
            selected={filters.condition ?? ''}
            options={[{ value: '', label: 'Todos', count: null }, ...conditions.map((c) => ({ value: c.condition, label: c.label, count: c.count }))]}
            onSelect={(condition) => onChange({ condition: condition || null })}
          />
        </Group>
      )}

      <Group legend="Precio">
        <div className="flex items-end gap-2">
          <label className="flex-1">
            <span className="mb-1 block text-xs text-muted">Desde (€)</span>
            <input
              id={`${idPrefix}-min`}
              type="number"
              name="min_price"
              form={formId}
              inputMode="decimal"
              min={0}
              step="1"
              placeholder={range ? String(range.min) : '0'}
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
              className="h-11 w-full rounded-lg border border-line bg-surface px-3 tabular-nums placeholder:text-muted"
            />
          </label>
          <span aria-hidden="true" className="pb-3 text-muted">
            –
          </span>
          <label className="flex-1">
            <span className="mb-1 block text-xs text-muted">Hasta (€)</span>
            <input
              id={`${idPrefix}-max`}
              type="number"
              name="max_price"
              form={formId}
              inputMode="decimal"
              min={0}
              step="1"
              placeholder={range ? String(range.max) : '1000'}
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              className="h-11 w-full rounded-lg border border-line bg-surface px-3 tabular-nums placeholder:text-muted"
            />
          </label>
        </div>
        {range && (
          <p className="mt-2 text-xs text-muted">
            De {formatPrice(range.min)} a {formatPrice(range.max)}
          </p>
        )}
        <button type="submit" form={formId} className="btn-secondary mt-3 h-10 w-full">
          Aplicar precio
        </button>
      </Group>
    </div>
  );
}
