import type { ReactNode } from 'react';
import { useStoreSettings } from '~/lib/store-facts';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A list of facts as label and value, in the look of the help pages' boxes. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col gap-1 bg-surface p-5">
          <dt className="text-sm font-semibold text-fg">{fact.label}</dt>
          <dd className="leading-relaxed text-muted [overflow-wrap:anywhere]">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The company's identity as the settings give it; a field the settings leave empty is left out. */
export function useCompanyFacts(): { facts: Fact[]; missing: string[] } {
  const settings = useStoreSettings();
  const facts: Fact[] = [{ label: 'Razón social', value: settings.legal_name }];
  const missing: string[] = [];
  if (settings.tax_id) facts.push({ label: 'NIF', value: settings.tax_id });
  else missing.push('el NIF');
  if (settings.registered_address) facts.push({ label: 'Domicilio social', value: settings.registered_address });
  else missing.push('el domicilio social');
  if (settings.store_name !== settings.legal_name) facts.push({ label: 'Nombre comercial', value: settings.store_name });
  return { facts, missing };
}

/** 'el NIF y el domicilio social' */
export function joinSpanish(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** A tel: link to the store's phone, or nothing when the settings have none. */
export function StorePhoneLink({ className }: { className: string }) {
  const { phone } = useStoreSettings();
  if (!phone) return null;
  return (
    <a href={`tel:${phone.replace(/\s/g, '')}`} className={`${className} whitespace-nowrap`}>
      {phone}
    </a>
  );
}
