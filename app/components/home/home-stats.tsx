const STATS = [
  { value: '38', label: 'talleres de proximidad en España y Portugal' },
  { value: '87 %', label: 'de nuestras fibras son orgánicas o recicladas' },
  { value: '12', label: 'tallas en cada prenda corporativa, de la XXS a la 4XL' },
  { value: '4,8/5', label: 'valoración media en más de 9.000 pedidos' },
];

export function HomeStats() {
  return (
    <section aria-label="Tienda Diverso en cifras" className="border-y border-line bg-surface">
      <dl className="container-page grid grid-cols-2 divide-line lg:grid-cols-4 lg:divide-x">
        {STATS.map((stat) => (
          <div key={stat.value} className="flex flex-col gap-2 px-2 py-10 lg:px-8">
            <dt className="order-2 max-w-[16rem] text-sm leading-snug text-muted">{stat.label}</dt>
            <dd className="order-1 font-display text-4xl font-medium tracking-tight sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
