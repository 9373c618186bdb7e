import { SectionHeading } from './section-heading';

const TEAM = [
  {
    name: 'Lucía Ferrer',
    role: 'Directora creativa de ruediverso',
    image: '/images/home/team-lucia.svg',
  },
  {
    name: 'Daniel Okafor',
    role: 'Director de diseño de divergente',
    image: '/images/home/team-daniel.svg',
  },
  {
    name: 'Marta Iglesias',
    role: 'Responsable de producción y talleres',
    image: '/images/home/team-marta.svg',
  },
  {
    name: 'Sergio Almansa',
    role: 'Patronista y sastre',
    image: '/images/home/team-sergio.svg',
  },
];

export function HomeTeam() {
  return (
    <section aria-labelledby="home-team-title" className="container-page py-20 lg:py-28">
      <SectionHeading
        id="home-team-title"
        eyebrow="El equipo"
        title="Las manos detrás de cada prenda"
        lead="Somos veintiséis personas entre diseño, patronaje, taller y atención al cliente. Estas son algunas de ellas."
      />
      <ul className="mt-14 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
        {TEAM.map((person) => (
          <li key={person.name}>
            <img
              src={person.image}
              alt=""
              width={400}
              height={500}
              loading="lazy"
              decoding="async"
              className="aspect-[4/5] w-full rounded-2xl object-cover"
            />
            <h3 className="mt-4 font-display text-xl font-medium">{person.name}</h3>
            <p className="mt-1 text-sm text-muted">{person.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
