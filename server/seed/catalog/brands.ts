export const SEED_BRANDS = [
  {
    name: 'ruediverso',
    slug: 'rue-diverso',
    tagline: 'Moda de calle sostenible',
    primaryColor: '#7E4015',
    accentColor: '#FFC629',
    description:
      'Ropa de calle hecha para durar: algodón orgánico, denim reciclado y cortes amplios que aguantan años de uso.',
    story:
      'ruediverso nació en 2015 en un pequeño taller de Lavapiés, entre rollos de tela sobrante y una máquina de coser heredada. Desde entonces diseñamos prendas de calle con materiales orgánicos y reciclados, cosidas en talleres de Portugal y de la península con salarios justos. Cada pieza lleva su pasaporte textil: sabes de qué está hecha, dónde se cosió y cómo cuidarla para que te dure. Reparamos gratis las costuras de por vida.',
  },
  {
    name: 'divergente',
    slug: 'divergente',
    tagline: 'Moda corporativa inclusiva',
    primaryColor: '#1C355E',
    accentColor: '#5B89B4',
    description:
      'Trajes, camisas y vestidos de oficina con patronaje inclusivo de la 34 a la 58, cierres adaptados y ajustes sin coste.',
    story:
      'divergente empezó en 2018 con una pregunta: ¿por qué la ropa de trabajo sigue pensada para un único cuerpo? Rediseñamos el vestuario corporativo con patronaje inclusivo de la talla 34 a la 58, largos de pierna y manga a elegir, cierres magnéticos para quien los necesita y tejidos técnicos que no se arrugan en un día largo. Uniformes de empresa y armario de oficina para todas las personas.',
  },
] as const;
