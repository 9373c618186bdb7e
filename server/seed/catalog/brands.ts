import type { brands } from '../../db/schema';

/** Spec §3: the two house brands, their taglines (the header card's line in English) and palettes. */
export const SEED_BRANDS: (typeof brands.$inferInsert)[] = [
  {
    name: 'ruediverso',
    slug: 'rue-diverso',
    tagline: 'Moda de calle sostenible',
    cardTagline: 'contemporary elegance',
    sortOrder: 1,
    primaryColor: '#7E4015',
    accentColor: '#FFC629',
    palette: [
      { name: 'brown', hex: '#7E4015' },
      { name: 'yellow', hex: '#FFC629' },
      { name: 'navy', hex: '#00263E' },
      { name: 'olive', hex: '#789904' },
      { name: 'gray', hex: '#D9D8D6' },
      { name: 'khaki', hex: '#5D6339' },
    ],
    description:
      'Ropa de calle hecha para durar: algodón orgánico, denim reciclado y cortes amplios que aguantan años de uso.',
    story:
      'ruediverso nació en 2015 en un pequeño taller de Lavapiés, entre rollos de tela sobrante y una máquina de coser heredada. Desde entonces diseñamos prendas de calle con materiales orgánicos y reciclados, cosidas en talleres de Portugal y de la península con salarios justos. Cada pieza lleva su pasaporte textil: sabes de qué está hecha, dónde se cosió y cómo cuidarla para que te dure. Reparamos gratis las costuras de por vida.',
  },
  {
    name: 'divergente',
    slug: 'divergente',
    tagline: 'Moda corporativa inclusiva',
    cardTagline: 'innovation without limits',
    sortOrder: 2,
    primaryColor: '#1C355E',
    accentColor: '#5B89B4',
    palette: [
      { name: 'skyBlue', hex: '#5B89B4' },
      { name: 'navy', hex: '#1C355E' },
      { name: 'black', hex: '#222222' },
      { name: 'charcoal', hex: '#53575A' },
      { name: 'royalBlue', hex: '#273480' },
      { name: 'deepBlue', hex: '#001A70' },
    ],
    description:
      'Trajes, camisas y vestidos de oficina con patronaje inclusivo de la 34 a la 58, cierres adaptados y ajustes sin coste.',
    story:
      'divergente empezó en 2018 con una pregunta: ¿por qué la ropa de trabajo sigue pensada para un único cuerpo? Rediseñamos el vestuario corporativo con patronaje inclusivo de la talla 34 a la 58, largos de pierna y manga a elegir, cierres magnéticos para quien los necesita y tejidos técnicos que no se arrugan en un día largo. Uniformes de empresa y armario de oficina para todas las personas.',
  },
];
