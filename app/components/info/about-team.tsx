import clsx from 'clsx';

const TEAM = [
  {
    name: 'Lucía Ferrer',
    role: 'Directora creativa de ruediverso',
    bio: 'Fundó el taller de Lavapiés en 2015. Diseña cada colección partiendo de lo que ya existe: tela sobrante, patrones de archivo y prendas para reparar.',
    avatar: 'bg-primary text-on-primary',
  },
  {
    name: 'Daniel Okafor',
    role: 'Director de diseño de divergente',
    bio: 'Viene de la sastrería. Lleva desde 2018 probando cada patrón en personas de tallas, edades y cuerpos distintos antes de darlo por bueno.',
    avatar: 'bg-secondary text-on-secondary',
  },
  {
    name: 'Marta Iglesias',
    role: 'Responsable de producción y talleres',
    bio: 'Visita los talleres con los que cosemos en España y Portugal, negocia plazos realistas y firma cada pasaporte textil.',
    avatar: 'bg-accent text-on-accent',
  },
  {
    name: 'Sergio Almansa',
    role: 'Patronista y sastre',
    bio: 'Responsable del diseño a medida y de las reparaciones de por vida: si una costura de ruediverso se abre, acaba en su mesa.',
    avatar: 'border border-line bg-surface-muted text-primary',
  },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Spec §2 About page, team: people shown by initials, role and a short bio rather than stock photos. */
export function AboutTeam() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {TEAM.map((person) => (
        <li key={person.name} className="card flex flex-col p-6">
          <span
            aria-hidden="true"
            className={clsx('grid size-16 place-items-center rounded-full font-display text-2xl font-semibold', person.avatar)}
          >
            {initials(person.name)}
          </span>
          <h3 className="mt-6 font-display text-xl font-medium">{person.name}</h3>
          <p className="mt-1 text-sm font-semibold text-primary">{person.role}</p>
          <p className="mt-4 text-sm leading-relaxed text-muted">{person.bio}</p>
        </li>
      ))}
    </ul>
  );
}
