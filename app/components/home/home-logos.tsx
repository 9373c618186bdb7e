import clsx from 'clsx';

/** Workshops and mills we sew with, set as typographic marks. */
const PARTNERS = [
  { name: 'Hilaturas do Minho', style: 'font-display text-xl italic' },
  { name: 'TALLER LAVAPIÉS', style: 'text-sm font-semibold tracking-[0.3em]' },
  { name: 'Lanas de Béjar', style: 'font-display text-2xl font-semibold' },
  { name: 'tèxtil garrotxa', style: 'text-lg font-medium lowercase tracking-tight' },
  { name: 'COOP. ALGODÓN SUR', style: 'font-display text-base font-bold tracking-[0.12em]' },
  { name: 'Tintes Naturales Ebro', style: 'font-display text-lg' },
];

export function HomeLogos() {
  return (
    <section aria-labelledby="home-logos-title" className="container-page py-14">
      <h2 id="home-logos-title" className="text-center text-sm text-muted">
        Cosemos con talleres y hilaturas de aquí, con nombre y apellidos
      </h2>
      <ul className="mt-8 grid grid-cols-2 items-center gap-x-6 gap-y-8 text-center text-fg/75 sm:grid-cols-3 lg:grid-cols-6">
        {PARTNERS.map((partner) => (
          <li key={partner.name} className={clsx('leading-tight', partner.style)}>
            {partner.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
