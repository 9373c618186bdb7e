const MILESTONES = [
  {
    year: '2015',
    title: 'Nace ruediverso',
    text: 'Un bajo de Lavapiés, una máquina de coser heredada y tela sobrante de otros talleres. Las primeras sudaderas se venden a la gente del barrio.',
  },
  {
    year: '2018',
    title: 'Llega divergente',
    text: 'Primer encargo de uniformes para una plantilla entera. Creamos un patronaje inclusivo de la talla 34 a la 58, probado en cuerpos reales.',
  },
  {
    year: '2020',
    title: 'Tienda online y pasaporte textil',
    text: 'Con la persiana bajada, abrimos la tienda online. Cada prenda empieza a llevar su pasaporte: fibras, país de confección y cuidados.',
  },
  {
    year: '2024',
    title: 'Dos marcas, una tienda',
    text: 'ruediverso y divergente se venden juntas en Tienda Diverso. Cosemos con 38 talleres de proximidad y publicamos la composición de cada prenda en su ficha.',
  },
];

/** Spec §2 About page: the timeline 2015, 2018, 2020, 2024. */
export function AboutTimeline() {
  return (
    // The line joining the years is drawn beside the list: an <ol> holds only its items.
    <div className="relative">
      <span aria-hidden="true" className="absolute top-[1.375rem] right-0 left-0 hidden h-px bg-line md:block" />
      <ol className="relative grid gap-10 md:grid-cols-4 md:gap-6">
        {MILESTONES.map((milestone) => (
          <li key={milestone.year} className="relative flex gap-5 md:flex-col md:gap-0">
            <span className="relative z-10 grid h-11 shrink-0 place-items-center self-start rounded-full border border-line bg-surface px-4 font-display text-lg font-semibold text-primary tabular-nums">
              {milestone.year}
            </span>
            <div className="md:mt-6">
              <h3 className="font-display text-xl font-medium tracking-tight">{milestone.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{milestone.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
