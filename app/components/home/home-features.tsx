const COMMITMENTS = [
  {
    title: 'Materiales trazables',
    text: 'Cada ficha de producto dice de dónde viene el hilo, dónde se tejió la tela y qué taller cosió la prenda.',
  },
  {
    title: 'Patronaje inclusivo',
    text: 'Probamos cada patrón en doce cuerpos distintos, con opciones de largo, cierres magnéticos y cinturas adaptables.',
  },
  {
    title: 'Talleres de proximidad',
    text: 'Producimos a menos de 800 km de Madrid y visitamos cada taller al menos dos veces al año.',
  },
  {
    title: 'Reparación de por vida',
    text: 'Cosemos botones, cambiamos cremalleras y zurcimos codos gratis mientras la prenda siga en uso.',
  },
];

export function HomeFeatures() {
  return (
    <section aria-labelledby="home-commitments-title" className="bg-secondary py-20 text-on-secondary lg:py-28 dark:border-y dark:border-line dark:bg-surface dark:text-fg">
      <div className="container-page grid gap-14 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-xs font-semibold tracking-[0.18em] uppercase opacity-90">Cómo lo hacemos</p>
          <h2
            id="home-commitments-title"
            className="mt-4 font-display text-4xl leading-[1.08] font-medium tracking-tight text-balance sm:text-5xl"
          >
            Cuatro compromisos que puedes comprobar
          </h2>
          <p className="mt-5 max-w-md text-lg leading-relaxed opacity-90">
            No usamos la palabra sostenible a la ligera. Estas son las reglas que seguimos en cada
            prenda, las publicamos y nos las puedes reclamar.
          </p>
        </div>
        <ol className="flex flex-col">
          {COMMITMENTS.map((commitment, index) => (
            <li
              key={commitment.title}
              className="grid grid-cols-[3.5rem_1fr] gap-4 border-t border-current/25 py-8 first:border-t-0 first:pt-0 sm:grid-cols-[5rem_1fr]"
            >
              <span aria-hidden="true" className="font-display text-3xl font-light opacity-80 sm:text-4xl">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="font-display text-2xl font-medium">{commitment.title}</h3>
                <p className="mt-3 max-w-lg leading-relaxed opacity-90">{commitment.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
