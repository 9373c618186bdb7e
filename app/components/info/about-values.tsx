import { Gem, Globe2, Lightbulb, type LucideIcon } from 'lucide-react';

const VALUES: { title: string; text: string; proof: string; icon: LucideIcon }[] = [
  {
    title: 'Pasión por la calidad',
    text: 'Costuras reforzadas, tejidos de gramaje alto y cada modelo lavado y probado durante semanas antes de producirse.',
    proof: 'Reparación gratuita de costuras de por vida en ruediverso',
    icon: Gem,
  },
  {
    title: 'Innovación constante',
    text: 'Cierres magnéticos, tejidos técnicos que no se arrugan en un día largo y patrones ajustados con cada nueva prueba de talla.',
    proof: 'Patronaje de la 34 a la 58 en divergente',
    icon: Lightbulb,
  },
  {
    title: 'Impacto global',
    text: 'Producimos cerca, con salarios justos, fibras orgánicas o recicladas y envíos en caja reutilizable, sin plásticos de un solo uso.',
    proof: '38 talleres de proximidad en España y Portugal',
    icon: Globe2,
  },
];

/** Spec §2 About page: the three values. */
export function AboutValues() {
  return (
    <ul className="grid gap-px overflow-hidden rounded-[1.75rem] border border-line bg-line md:grid-cols-3">
      {VALUES.map(({ title, text, proof, icon: Icon }) => (
        <li key={title} className="flex flex-col bg-surface p-8">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-8 font-display text-2xl font-medium">{title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{text}</p>
          <p className="mt-auto pt-8 text-sm font-semibold text-highlight">{proof}</p>
        </li>
      ))}
    </ul>
  );
}
