import { Plus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@common/constants';
import { FieldError } from '~/components/forms/field-frame';
import { controlClass, useFieldLook } from '~/components/forms/field-look';
import { api } from '~/lib/api/browser-client';
import type { PickedProduct } from './campaign-form-values';

const RESULTS = 8;

/**
 * Products picked by name: a search box over the back-office's products (GET /admin/products),
 * its matches as 'Añadir' buttons, and the picked ones as chips that take them out again.
 */
export function CampaignProductPicker({
  picked,
  onChange,
  error,
  isDisabled,
}: {
  picked: readonly PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
  error?: string;
  isDisabled?: boolean;
}) {
  const id = useId();
  const look = useFieldLook();
  const [text, setText] = useState('');
  const [results, setResults] = useState<PickedProduct[] | null>(null);
  const [isFailed, setIsFailed] = useState(false);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted.length < 2) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api('GET /admin/products', { query: { search: wanted, per_page: RESULTS } }, { signal: controller.signal }).then(
        (reply) => {
          setIsFailed(false);
          setResults(reply.data.data.map((product) => ({ id: product.id, name: product.name })));
        },
        () => {
          if (!controller.signal.aborted) setIsFailed(true);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const pickedIds = new Set(picked.map((product) => product.id));
  const offered = results?.filter((product) => !pickedIds.has(product.id)) ?? null;

  return (
    <fieldset name="scope.product_ids" className="flex flex-col gap-2" disabled={isDisabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-fg">Productos</legend>
      {picked.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Productos elegidos">
          {picked.map((product) => (
            <li key={product.id} className="inline-flex items-center gap-1 rounded-full bg-surface-muted py-1 pr-1 pl-3 text-sm text-fg ring-1 ring-line ring-inset">
              {product.name}
              <button
                type="button"
                className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-danger/10 hover:text-danger"
                onClick={() => onChange(picked.filter((other) => other.id !== product.id))}
              >
                <X aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Quitar {product.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-search`} className="text-xs text-muted">
        Buscar un producto por su nombre
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-results${error ? ` ${id}-error` : ''}`}
        autoComplete="off"
        placeholder="Camisa de lino…"
        className={controlClass(look, 'input', Boolean(error))}
      />
      <div id={`${id}-results`} aria-live="polite" className="text-sm">
        {isFailed ? (
          <p className="text-danger">No se pudo buscar. Inténtalo de nuevo.</p>
        ) : offered === null ? null : offered.length === 0 ? (
          <p className="text-muted">Ningún producto más con ese nombre.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Productos encontrados">
            {offered.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-3 px-3 py-1.5">
                <span className="text-fg">{product.name}</span>
                <button type="button" className="btn-secondary h-9 px-3 text-xs" onClick={() => onChange([...picked, product])}>
                  <Plus aria-hidden="true" className="size-3.5" />
                  Añadir<span className="sr-only"> {product.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
