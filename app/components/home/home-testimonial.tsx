export function HomeTestimonial() {
  return (
    <section aria-labelledby="home-testimonial-title" className="bg-surface-muted py-20 lg:py-28">
      <div className="container-page">
        <h2 id="home-testimonial-title" className="sr-only">
          Lo que dicen nuestros clientes
        </h2>
        <figure className="mx-auto max-w-4xl text-center">
          <span aria-hidden="true" className="font-display text-7xl leading-none text-primary">
            “
          </span>
          <blockquote className="mt-2 font-display text-3xl leading-snug font-normal text-balance sm:text-4xl">
            Por fin un uniforme que no nos obliga a elegir entre cómodo y profesional. Lo llevamos en
            las tres clínicas y cada persona del equipo tiene su talla de verdad, no la más parecida.
          </blockquote>
          <figcaption className="mt-10 flex flex-col items-center gap-1">
            <span className="font-semibold">Irene Salgado</span>
            <span className="text-sm text-muted">
              Directora de operaciones en Clínicas Norte, Bilbao · cliente de divergente desde 2021
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
