import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

const POSTS = [
  {
    title: 'Cómo cuidar una prenda de lana para que dure diez inviernos',
    category: 'Cuidados',
    date: '2024-11-12',
    dateLabel: '12 de noviembre de 2024',
    minutes: 5,
    image: '/images/home/journal-lana.svg',
    to: '/help/faq',
  },
  {
    title: 'Tallaje inclusivo: lo que aprendimos midiendo a 1.200 personas',
    category: 'divergente',
    date: '2024-10-03',
    dateLabel: '3 de octubre de 2024',
    minutes: 7,
    image: '/images/home/journal-tallaje.svg',
    to: '/brands/divergente',
  },
  {
    title: 'Un día en el taller de Béjar donde nace Punto lento',
    category: 'Taller',
    date: '2024-09-18',
    dateLabel: '18 de septiembre de 2024',
    minutes: 6,
    image: '/images/home/journal-taller.svg',
    to: '/sustainability',
  },
];

export function HomeBlog() {
  return (
    <section aria-labelledby="home-journal-title" className="container-page py-20 lg:py-28">
      <SectionHeading
        id="home-journal-title"
        eyebrow="Diario"
        title="Historias del taller"
        lead="Lo que aprendemos haciendo ropa, contado sin prisa."
      />
      <ul className="mt-14 grid gap-x-6 gap-y-12 md:grid-cols-3">
        {POSTS.map((post) => (
          <li key={post.title}>
            <article>
              <Link to={post.to} className="group block">
                <div className="overflow-hidden rounded-2xl">
                  <img
                    src={post.image}
                    alt=""
                    width={800}
                    height={500}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[8/5] w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
                  />
                </div>
                <p className="mt-5 flex flex-wrap items-center gap-x-2 text-sm text-muted">
                  <span className="font-semibold text-primary">{post.category}</span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={post.date}>{post.dateLabel}</time>
                  <span aria-hidden="true">·</span>
                  <span>{post.minutes} min de lectura</span>
                </p>
                <h3 className="mt-3 font-display text-2xl leading-snug font-medium text-balance underline-offset-4 group-hover:underline">
                  {post.title}
                </h3>
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
