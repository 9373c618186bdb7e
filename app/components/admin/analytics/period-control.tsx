import clsx from 'clsx';
import { CalendarRange } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MAX_PERIOD_DAYS, PERIOD_PRESETS, periodErrors } from '@common/analytics/period';
import { FieldError } from '~/components/forms/field-frame';
import { filterControlClass } from '../kit/filter-controls';
import { customSearch, presetSearch, type PeriodAddress } from './period-address';

/**
 * The period of «Ventas y devoluciones»: últimos 7, 30 or 90 días as links (the address says the
 * period, so it can be shared and back and forward follow it), or chosen days, checked here with
 * the API's own rules before the address changes.
 */
export function PeriodControl({ address }: { address: PeriodAddress }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const groupLabelId = useId();
  const [isCustomOpen, setCustomOpen] = useState(address.kind === 'custom');
  const customId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-labelledby={groupLabelId} className="flex flex-wrap items-center gap-2">
        <span id={groupLabelId} className="mr-1 text-sm font-medium text-fg">
          Periodo
        </span>
        {PERIOD_PRESETS.map((days) => {
          const isCurrent = address.kind === 'preset' && address.days === days;
          return (
            <Link
              key={days}
              to={{ pathname: location.pathname, search: presetSearch(search, days) }}
              aria-current={isCurrent ? 'true' : undefined}
              preventScrollReset
              onClick={() => setCustomOpen(false)}
              className={clsx(
                'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
                isCurrent ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg hover:border-primary hover:text-primary',
              )}
            >
              Últimos {days} días
            </Link>
          );
        })}
        <button
          type="button"
          aria-expanded={isCustomOpen}
          aria-controls={customId}
          onClick={() => setCustomOpen((open) => !open)}
          className={clsx(
            'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
            address.kind === 'custom' ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg hover:border-primary hover:text-primary',
          )}
        >
          <CalendarRange aria-hidden="true" className="size-4" />
          Fechas concretas
        </button>
      </div>
      <div id={customId} hidden={!isCustomOpen}>
        {isCustomOpen && <CustomPeriodForm key={location.search} address={address} />}
      </div>
    </div>
  );
}

function CustomPeriodForm({ address }: { address: PeriodAddress }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromId = useId();
  const toId = useId();
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const [from, setFrom] = useState(address.kind === 'custom' ? address.from : address.period.from);
  const [to, setTo] = useState(address.kind === 'custom' ? address.to : address.period.to);
  const [errors, setErrors] = useState(address.kind === 'custom' ? address.errors : {});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = periodErrors(from || undefined, to || undefined);
    if (!from) found.from = 'Indica la fecha de inicio.';
    if (!to) found.to ??= 'Indica la fecha de fin.';
    setErrors(found);
    if (found.from) return fromRef.current?.focus();
    if (found.to) return toRef.current?.focus();
    void navigate({ pathname: location.pathname, search: customSearch(new URLSearchParams(location.search), from, to) }, { preventScrollReset: true });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Elegir fechas" className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted p-4 sm:flex-row sm:items-start">
      <div className="flex flex-col gap-1.5 sm:w-48">
        <label htmlFor={fromId} className="text-sm font-medium text-fg">
          Desde
        </label>
        <input
          ref={fromRef}
          id={fromId}
          name="desde"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          aria-invalid={errors.from ? true : undefined}
          aria-describedby={errors.from ? `${fromId}-error` : undefined}
          className={filterControlClass}
        />
        {errors.from && <FieldError id={`${fromId}-error`}>{errors.from}</FieldError>}
      </div>
      <div className="flex flex-col gap-1.5 sm:w-48">
        <label htmlFor={toId} className="text-sm font-medium text-fg">
          Hasta
        </label>
        <input
          ref={toRef}
          id={toId}
          name="hasta"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={[`${toId}-hint`, errors.to ? `${toId}-error` : ''].join(' ').trim()}
          className={filterControlClass}
        />
        <p id={`${toId}-hint`} className="text-xs text-muted">
          Como mucho {MAX_PERIOD_DAYS} días.
        </p>
        {errors.to && <FieldError id={`${toId}-error`}>{errors.to}</FieldError>}
      </div>
      <button type="submit" className="btn-primary sm:mt-7">
        Ver el periodo
      </button>
    </form>
  );
}
