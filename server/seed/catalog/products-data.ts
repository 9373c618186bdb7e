// The demo catalogue: what a shopper of ruediverso and divergente would find on a real visit.
type Fibres = [string, number][];
export interface SeedProduct {
  brand: 'rd' | 'dv';
  category: string;
  name: string;
  short: string;
  detail: string;
  fibres: Fibres;
  price: number;
  colors: [string, string][];
  style?: number | string;
  /** Second-life pieces (buy-back, repaired, with a flaw) are not new. */
  condition?: 'used' | 'refurbished' | 'damaged';
  /** Unique pieces come in the sizes we have, one of each. */
  sizes?: string[];
}

const C = {
  negro: ['Negro', '#222222'],
  blanco: ['Blanco roto', '#F4F1EA'],
  arena: ['Arena', '#D8C7A8'],
  marron: ['Tabaco', '#7E4015'],
  mostaza: ['Mostaza', '#FFC629'],
  oliva: ['Oliva', '#789904'],
  caqui: ['Caqui', '#5D6339'],
  marino: ['Marino', '#00263E'],
  cielo: ['Azul cielo', '#5B89B4'],
  azulnoche: ['Azul noche', '#1C355E'],
  real: ['Azul real', '#273480'],
  carbon: ['Carbón', '#53575A'],
  gris: ['Gris perla', '#D9D8D6'],
  teja: ['Teja', '#B4532A'],
  indigo: ['Índigo', '#2E3A63'],
  crudo: ['Crudo', '#EDE6D6'],
  burdeos: ['Burdeos', '#6B1E2E'],
} satisfies Record<string, [string, string]>;

const organic: Fibres = [['Algodón orgánico', 100]];
const linen: Fibres = [['Lino europeo', 100]];
const denim: Fibres = [['Algodón reciclado', 80], ['Algodón orgánico', 18], ['Elastano', 2]];
const wool: Fibres = [['Lana reciclada', 70], ['Poliéster reciclado', 30]];
const tech: Fibres = [['Poliéster reciclado', 64], ['Viscosa ECOVERO', 33], ['Elastano', 3]];
const tencel: Fibres = [['Lyocell TENCEL', 100]];
const fleece: Fibres = [['Algodón orgánico', 85], ['Poliéster reciclado', 15]];

export const SEED_PRODUCTS: SeedProduct[] = [
  // Camisas
  { brand: 'rd', category: 'camisas', name: 'Camisa de lino lavado', short: 'Lino europeo lavado a la piedra, cuello abierto y caída relajada.', detail: 'Tejida en Flandes con lino que no necesita riego artificial. El lavado a la piedra la deja suave desde el primer día.', fibres: linen, price: 59.9, colors: [C.arena, C.cielo, C.blanco], style: 0 },
  { brand: 'rd', category: 'camisas', name: 'Sobrecamisa de pana reciclada', short: 'Pana de algodón reciclado con bolsillos de parche, para llevar abierta.', detail: 'Hace de chaqueta ligera en entretiempo. Botones de corozo, una semilla de palmera que sustituye al plástico.', fibres: [['Algodón reciclado', 70], ['Algodón orgánico', 30]], price: 74.9, colors: [C.marron, C.caqui], style: 1 },
  { brand: 'rd', category: 'camisas', name: 'Camisa de cuadros de franela', short: 'Franela cepillada de algodón orgánico con cuadro tartán propio.', detail: 'Nuestro cuadro se teje con hilos sobrantes de otras producciones: cada temporada cambia un poco.', fibres: organic, price: 54.9, colors: [C.teja, C.oliva], style: 2 },
  { brand: 'rd', category: 'camisas', name: 'Camisa de manga corta estampada', short: 'Popelín orgánico con estampado de azulejo de Lisboa.', detail: 'Estampada con tintas al agua en un taller de Oporto. Cuello cubano y largo pensado para llevar por fuera.', fibres: organic, price: 44.9, colors: [C.mostaza, C.marino], style: 0 },
  { brand: 'dv', category: 'camisas', name: 'Camisa oxford de oficina', short: 'Oxford de algodón orgánico con cierre magnético oculto opcional.', detail: 'El frente parece abotonado pero cierra con imanes: una mano basta. Tallas de la 34 a la 58 y dos largos de manga.', fibres: organic, price: 64.9, colors: [C.blanco, C.cielo, C.gris], style: 1 },
  { brand: 'dv', category: 'camisas', name: 'Blusa fluida de cuello barco', short: 'Lyocell de caída suave que no se arruga en una jornada larga.', detail: 'Hombro ligeramente caído y escote barco que favorece a muchos cuerpos. Se lava a 30 grados y no necesita plancha.', fibres: tencel, price: 69.9, colors: [C.azulnoche, C.crudo, C.burdeos], style: 2 },
  { brand: 'dv', category: 'camisas', name: 'Camisa elástica sin plancha', short: 'Tejido técnico con elasticidad en cuatro direcciones para moverte.', detail: 'Pensada para quien pasa el día entre reuniones y viajes: seca en dos horas colgada y recupera la forma sola.', fibres: tech, price: 59.9, colors: [C.blanco, C.cielo], style: 0 },
  { brand: 'dv', category: 'camisas', name: 'Camisa de rayas diplomáticas', short: 'Popelín de raya fina con puños de doble botón o de gemelos.', detail: 'Patronaje en tres cortes (recto, entallado y amplio) para que la talla no dependa de un solo cuerpo.', fibres: organic, price: 62.9, colors: [C.real, C.blanco], style: 1 },
  // Camisetas
  { brand: 'rd', category: 'camisetas', name: 'Camiseta esencial de algodón orgánico', short: 'Punto de 220 g, cuello reforzado que no se da de sí.', detail: 'La camiseta que más vendemos: algodón orgánico certificado GOTS, teñida en baja temperatura. Lavado tras lavado mantiene la forma.', fibres: organic, price: 24.9, colors: [C.blanco, C.negro, C.oliva, C.mostaza], style: 0 },
  { brand: 'rd', category: 'camisetas', name: 'Camiseta oversize con bordado', short: 'Corte amplio y bordado de la ruedita de ruediverso en el pecho.', detail: 'El bordado se hace en Guimarães con hilo reciclado. Hombro caído y manga hasta el codo.', fibres: organic, price: 32.9, colors: [C.crudo, C.marron], style: 1 },
  { brand: 'rd', category: 'camisetas', name: 'Camiseta de manga larga rayada', short: 'Rayas marineras tejidas, no estampadas: duran tanto como la prenda.', detail: 'Punto de algodón orgánico con un 10 % de lino para que respire en primavera.', fibres: [['Algodón orgánico', 90], ['Lino', 10]], price: 34.9, colors: [C.marino, C.teja], style: 2 },
  { brand: 'rd', category: 'camisetas', name: 'Camiseta teñida en prenda', short: 'Teñido artesanal en prenda con tintes de bajo impacto: cada una es única.', detail: 'El tinte se aplica con la camiseta ya cosida, por eso las costuras toman un tono algo distinto.', fibres: organic, price: 29.9, colors: [C.caqui, C.teja, C.gris], style: 0 },
  { brand: 'dv', category: 'camisetas', name: 'Camiseta de punto fino para blazer', short: 'Punto de lyocell con brillo sutil, pensado para llevar bajo la americana.', detail: 'Cuello redondo limpio sin etiqueta ni costuras que rocen: las etiquetas van impresas.', fibres: tencel, price: 34.9, colors: [C.negro, C.crudo, C.azulnoche], style: 1 },
  { brand: 'dv', category: 'camisetas', name: 'Polo piqué de empresa', short: 'Piqué de algodón orgánico, disponible con bordado de tu logotipo.', detail: 'El uniforme que no parece uniforme. Pedidos de empresa desde diez unidades con bordado incluido.', fibres: organic, price: 39.9, colors: [C.azulnoche, C.blanco, C.cielo], style: 2 },
  { brand: 'dv', category: 'camisetas', name: 'Camiseta adaptada de apertura lateral', short: 'Abre por el hombro con automáticos para vestirse sin levantar los brazos.', detail: 'Diseñada con personas usuarias de silla de ruedas y con movilidad reducida de hombro.', fibres: organic, price: 36.9, colors: [C.gris, C.marino], style: 0 },
  { brand: 'dv', category: 'camisetas', name: 'Camiseta térmica de manga larga', short: 'Segunda piel de lana merino reciclada para oficinas frías.', detail: 'Regula la temperatura y no acumula olor: aguanta varios días de uso entre lavados.', fibres: [['Lana merino reciclada', 80], ['Poliamida reciclada', 20]], price: 44.9, colors: [C.negro, C.carbon], style: 1 },
  // Pantalones
  { brand: 'rd', category: 'pantalones', name: 'Vaquero recto de denim reciclado', short: 'Denim de 13 oz con un 80 % de algodón reciclado, tiro medio.', detail: 'Recuperamos denim de vaqueros usados, lo deshilachamos y lo volvemos a hilar. Acabado sin piedra pómez y con un 70 % menos de agua.', fibres: denim, price: 79.9, colors: [C.indigo, C.negro], style: 0 },
  { brand: 'rd', category: 'pantalones', name: 'Pantalón cargo de sarga orgánica', short: 'Seis bolsillos, bajo con cordón ajustable y rodillas articuladas.', detail: 'Sarga robusta de algodón orgánico para el día a día en bici.', fibres: organic, price: 69.9, colors: [C.caqui, C.arena, C.negro], style: 1 },
  { brand: 'rd', category: 'pantalones', name: 'Pantalón ancho de pana', short: 'Pana de canalé ancho, pierna amplia y cintura con pinzas.', detail: 'Un clásico de los setenta hecho con pana de algodón reciclado de Valencia.', fibres: [['Algodón reciclado', 70], ['Algodón orgánico', 30]], price: 74.9, colors: [C.marron, C.mostaza], style: 2 },
  { brand: 'rd', category: 'pantalones', name: 'Jogger de felpa orgánica', short: 'Felpa cepillada, cintura elástica y bolsillo trasero con cremallera.', detail: 'Para casa, para el estudio y para ir a por pan: el pantalón que más usa el equipo.', fibres: fleece, price: 49.9, colors: [C.gris, C.oliva], style: 0 },
  { brand: 'dv', category: 'pantalones', name: 'Pantalón de traje de pinzas', short: 'Lana reciclada con caída fluida y tres largos de pierna.', detail: 'Cintura con elástico oculto en la espalda y botón ajustable: sienta igual a las nueve que a las siete.', fibres: wool, price: 89.9, colors: [C.azulnoche, C.carbon, C.negro], style: 1 },
  { brand: 'dv', category: 'pantalones', name: 'Chino de oficina con elástico', short: 'Sarga elástica sin plancha, corte recto y cremallera de tirador grande.', detail: 'El tirador de la cremallera es más grande para manos con poca movilidad.', fibres: tech, price: 64.9, colors: [C.arena, C.azulnoche], style: 2 },
  { brand: 'dv', category: 'pantalones', name: 'Pantalón culotte fluido', short: 'Pierna amplia a media pantorrilla en crepe de viscosa responsable.', detail: 'Con bolsillos laterales profundos: cabe el móvil y la tarjeta de la oficina.', fibres: [['Viscosa ECOVERO', 100]], price: 69.9, colors: [C.negro, C.burdeos], style: 0 },
  { brand: 'dv', category: 'pantalones', name: 'Pantalón adaptado para silla de ruedas', short: 'Tiro trasero más alto, sin bolsillos traseros y costuras planas.', detail: 'Patronaje desarrollado con usuarios de silla de ruedas: no se baja al sentarse ni marca la piel.', fibres: tech, price: 79.9, colors: [C.carbon, C.azulnoche], style: 1 },
  // Vestidos
  { brand: 'rd', category: 'vestidos', name: 'Vestido camisero de lino', short: 'Lino lavado con cinturón del mismo tejido y bolsillos en costura.', detail: 'Se abotona de arriba abajo: se puede llevar también abierto como guardapolvo.', fibres: linen, price: 84.9, colors: [C.oliva, C.arena], style: 0 },
  { brand: 'rd', category: 'vestidos', name: 'Vestido midi de punto acanalado', short: 'Punto canalé de algodón orgánico que acompaña el cuerpo sin apretar.', detail: 'Con abertura lateral para caminar con comodidad.', fibres: [['Algodón orgánico', 95], ['Elastano', 5]], price: 64.9, colors: [C.negro, C.teja], style: 1 },
  { brand: 'rd', category: 'vestidos', name: 'Pichi vaquero reciclado', short: 'Denim reciclado de peto con tirantes cruzados y bolsillo frontal.', detail: 'Para llevar con camiseta o con jersey fino. Los botones metálicos no llevan níquel.', fibres: denim, price: 69.9, colors: [C.indigo], style: 2 },
  { brand: 'rd', category: 'vestidos', name: 'Vestido estampado de algodón', short: 'Popelín con estampado floral propio y escote en pico.', detail: 'El estampado lo dibujó una ilustradora de Sevilla para la colección de verano.', fibres: organic, price: 59.9, colors: [C.mostaza, C.cielo], style: 0 },
  { brand: 'dv', category: 'vestidos', name: 'Vestido tubo de oficina', short: 'Crepe técnico con forro transpirable y cremallera lateral de tirador grande.', detail: 'Se cierra por el lado, no por la espalda: no hace falta ayuda para vestirse.', fibres: tech, price: 99.9, colors: [C.negro, C.azulnoche, C.burdeos], style: 1 },
  { brand: 'dv', category: 'vestidos', name: 'Vestido cruzado fluido', short: 'Lyocell de caída suave, cruzado regulable que se adapta a cada talla.', detail: 'El cruce se ajusta con lazada interior: sienta bien de la 34 a la 58.', fibres: tencel, price: 89.9, colors: [C.real, C.negro], style: 2 },
  { brand: 'dv', category: 'vestidos', name: 'Vestido camisero de rayas', short: 'Popelín de raya fina con cinturón desmontable.', detail: 'Uno de nuestros básicos de oficina: bajo recto y manga remangable con trabilla.', fibres: organic, price: 79.9, colors: [C.cielo, C.blanco], style: 0 },
  { brand: 'dv', category: 'vestidos', name: 'Vestido de punto para el frío', short: 'Punto de lana reciclada, cuello alto y manga larga.', detail: 'Abriga sin abultar debajo del abrigo. Se puede lavar a máquina en programa de lana.', fibres: wool, price: 94.9, colors: [C.carbon, C.marron], style: 1 },
  // Chaquetas
  { brand: 'rd', category: 'chaquetas', name: 'Chaqueta de trabajo de lona', short: 'Lona de algodón orgánico encerada, cuatro bolsillos y cuello de pana.', detail: 'La chaqueta de trabajo francesa reinterpretada para la ciudad. Se repara gratis de por vida.', fibres: organic, price: 119, colors: [C.marron, C.caqui, C.marino], style: 1 },
  { brand: 'rd', category: 'chaquetas', name: 'Cazadora vaquera reciclada', short: 'Denim reciclado con forro de franela de restos de producción.', detail: 'Cada forro es distinto: lo cosemos con los retales de la temporada anterior.', fibres: denim, price: 99.9, colors: [C.indigo, C.negro], style: 1 },
  { brand: 'rd', category: 'chaquetas', name: 'Parka impermeable reciclada', short: 'Poliéster de botellas recicladas con membrana sin PFC.', detail: 'Costuras termoselladas y capucha regulable. Repele el agua sin químicos persistentes.', fibres: [['Poliéster reciclado', 100]], price: 159, colors: [C.oliva, C.negro], style: 2 },
  { brand: 'rd', category: 'chaquetas', name: 'Chaleco acolchado', short: 'Relleno de plumón reciclado y tejido exterior de nailon recuperado.', detail: 'Se guarda en su propio bolsillo. Ideal entre el otoño y la primavera.', fibres: [['Poliamida reciclada', 100]], price: 89.9, colors: [C.mostaza, C.marino], style: 1 },
  { brand: 'dv', category: 'chaquetas', name: 'Americana de lana reciclada', short: 'Blazer desestructurada con hombro natural y forro de cupro.', detail: 'Sin hombreras rígidas: se adapta a cada espalda. Disponible en corte recto y entallado.', fibres: wool, price: 169, colors: [C.azulnoche, C.carbon, C.negro], style: 0 },
  { brand: 'dv', category: 'chaquetas', name: 'Blazer de punto sin plancha', short: 'Punto técnico que se dobla en la maleta y sale sin arrugas.', detail: 'La favorita de quien viaja por trabajo. Botón único y bolsillos de vivo.', fibres: tech, price: 139, colors: [C.negro, C.real], style: 0 },
  { brand: 'dv', category: 'chaquetas', name: 'Abrigo recto de paño', short: 'Paño de lana reciclada hasta la rodilla con cierre de corchetes fáciles.', detail: 'Los corchetes magnéticos se abrochan con una mano y quedan ocultos bajo la solapa.', fibres: wool, price: 229, colors: [C.carbon, C.arena], style: 2 },
  { brand: 'dv', category: 'chaquetas', name: 'Trench impermeable', short: 'Gabardina de algodón orgánico con acabado repelente sin PFC.', detail: 'Cinturón, trabillas y capa trasera: el clásico de oficina para la lluvia.', fibres: organic, price: 199, colors: [C.arena, C.azulnoche], style: 2 },
  // Sudaderas
  { brand: 'rd', category: 'sudaderas', name: 'Sudadera con capucha orgánica', short: 'Felpa cepillada de 400 g, bolsillo canguro y cordones de algodón.', detail: 'Los cordones acaban en puntas metálicas sin plástico. Puños y bajo en canalé reforzado.', fibres: fleece, price: 69.9, colors: [C.gris, C.negro, C.oliva, C.mostaza], style: 0 },
  { brand: 'rd', category: 'sudaderas', name: 'Sudadera de cuello redondo', short: 'Felpa orgánica con triángulo de canalé en el cuello.', detail: 'La de toda la vida, hecha para durar años. Se puede encargar con tu nombre bordado.', fibres: fleece, price: 59.9, colors: [C.arena, C.marino], style: 'cuello-redondo' },
  { brand: 'rd', category: 'sudaderas', name: 'Sudadera de media cremallera', short: 'Felpa reciclada con cuello alto y cremallera de metal.', detail: 'Abriga el cuello en la moto o la bici. Cremallera YKK de latón reciclado.', fibres: [['Algodón reciclado', 60], ['Poliéster reciclado', 40]], price: 74.9, colors: [C.teja, C.caqui], style: 'media-cremallera' },
  { brand: 'rd', category: 'sudaderas', name: 'Sudadera teñida con restos de café', short: 'Teñido natural con posos de café recogidos en cafeterías de Madrid.', detail: 'Cada lote tiene un tono tostado ligeramente distinto.', fibres: organic, price: 64.9, colors: [C.marron], style: 0 },
  { brand: 'dv', category: 'sudaderas', name: 'Jersey de punto fino', short: 'Lana merino reciclada de cuello redondo para ir a la oficina.', detail: 'No pica, no hace bolitas y se lava a máquina.', fibres: [['Lana merino reciclada', 100]], price: 79.9, colors: [C.azulnoche, C.burdeos, C.gris], style: 'cuello-redondo' },
  { brand: 'dv', category: 'sudaderas', name: 'Cárdigan de botones grandes', short: 'Punto grueso con botones grandes, fáciles de abrochar.', detail: 'Botones de 25 mm con ojal amplio, pensados para dedos con poca movilidad.', fibres: wool, price: 84.9, colors: [C.arena, C.negro], style: 'cardigan' },
  { brand: 'dv', category: 'sudaderas', name: 'Sudadera técnica de empresa', short: 'Felpa técnica sin pelusa con opción de bordado corporativo.', detail: 'Para equipos que quieren ir cómodos sin perder imagen. Pedidos de empresa desde diez unidades.', fibres: tech, price: 64.9, colors: [C.azulnoche, C.carbon], style: 0 },
  { brand: 'dv', category: 'sudaderas', name: 'Jersey de cuello alto', short: 'Canalé de lana reciclada, cuello doble vuelta.', detail: 'Se lleva bajo la americana en invierno y suelto el fin de semana.', fibres: wool, price: 89.9, colors: [C.negro, C.crudo], style: 'cuello-alto' },
  // Accesorios
  { brand: 'rd', category: 'accesorios', name: 'Bolso bandolera de lona', short: 'Lona encerada con correa regulable y bolsillo interior.', detail: 'Cosido con los retales de nuestras chaquetas de trabajo.', fibres: organic, price: 49.9, colors: [C.marron, C.oliva], style: 'bolso' },
  { brand: 'rd', category: 'accesorios', name: 'Gorra de pana', short: 'Pana reciclada de seis paneles con cierre de latón.', detail: 'Visera precurvada y banda interior de algodón para el sudor.', fibres: [['Algodón reciclado', 100]], price: 29.9, colors: [C.mostaza, C.marron, C.negro], style: 'gorra' },
  { brand: 'rd', category: 'accesorios', name: 'Bufanda de lana reciclada', short: 'Lana reciclada de Prato, tejida a cuadros y con flecos.', detail: 'Recuperada de jerséis usados en la ciudad de la lana reciclada por excelencia.', fibres: wool, price: 39.9, colors: [C.teja, C.gris], style: 'bufanda' },
  { brand: 'rd', category: 'accesorios', name: 'Cinturón de cuero vegetal', short: 'Cuero de curtido vegetal de Ubrique con hebilla de latón.', detail: 'Sin cromo: curtido con taninos de corteza de árbol. Se oscurece con el uso.', fibres: [['Cuero de curtido vegetal', 100]], price: 44.9, colors: [C.marron, C.negro], style: 'cinturon' },
  { brand: 'dv', category: 'accesorios', name: 'Maletín de trabajo reciclado', short: 'Nailon recuperado con compartimento acolchado para portátil de 15".', detail: 'Asas y bandolera desmontable. Cierres magnéticos fáciles de abrir.', fibres: [['Poliamida reciclada', 100]], price: 119, colors: [C.negro, C.azulnoche], style: 'bolso' },
  { brand: 'dv', category: 'accesorios', name: 'Pañuelo de seda', short: 'Seda estampada con un dibujo geométrico de la colección.', detail: 'Se lleva al cuello, en el bolso o como cinta de pelo. Bajo enrollado a mano.', fibres: [['Seda', 100]], price: 49.9, colors: [C.real, C.burdeos], style: 'bufanda' },
  { brand: 'dv', category: 'accesorios', name: 'Cinturón elástico sin hebilla', short: 'Elástico trenzado con cierre magnético, sin agujeros.', detail: 'Se ajusta a cualquier talla y se abrocha con una mano.', fibres: [['Poliéster reciclado', 80], ['Elastano', 20]], price: 34.9, colors: [C.negro, C.azulnoche], style: 'cinturon' },
  { brand: 'dv', category: 'accesorios', name: 'Gorra técnica de empresa', short: 'Tejido técnico transpirable con bordado de logotipo opcional.', detail: 'Para eventos y equipos de exterior. Cierre trasero regulable.', fibres: tech, price: 24.9, colors: [C.azulnoche, C.blanco], style: 'gorra' },
  // Calzado
  { brand: 'rd', category: 'calzado', name: 'Zapatilla de lona reciclada', short: 'Lona de algodón reciclado y suela de caucho natural.', detail: 'Fabricada en Elche. Plantilla de corcho extraíble y cordones de algodón orgánico.', fibres: [['Algodón reciclado', 60], ['Caucho natural', 40]], price: 79.9, colors: [C.blanco, C.negro, C.mostaza], style: 'zapatilla' },
  { brand: 'rd', category: 'calzado', name: 'Bota de trabajo de cuero vegetal', short: 'Cuero de curtido vegetal, cosido Goodyear y suela reemplazable.', detail: 'Hecha en Almansa. Cuando la suela se gaste, la cambiamos en el taller.', fibres: [['Cuero de curtido vegetal', 85], ['Caucho natural', 15]], price: 189, colors: [C.marron, C.negro], style: 'bota' },
  { brand: 'rd', category: 'calzado', name: 'Zapatilla de correr urbana', short: 'Malla de botellas recicladas y mediasuela de caña de azúcar.', detail: 'Ligera y transpirable para el día a día.', fibres: [['Poliéster reciclado', 70], ['EVA de caña de azúcar', 30]], price: 99.9, colors: [C.gris, C.oliva], style: 'zapatilla' },
  { brand: 'rd', category: 'calzado', name: 'Alpargata de yute', short: 'Suela de yute cosida a mano en La Rioja y lona orgánica.', detail: 'La alpargata tradicional, con una capa de caucho que la hace durar el doble.', fibres: [['Yute', 60], ['Algodón orgánico', 40]], price: 39.9, colors: [C.crudo, C.marino], style: 'mocasin' },
  { brand: 'dv', category: 'calzado', name: 'Mocasín de oficina', short: 'Piel de curtido vegetal con plantilla acolchada de memoria.', detail: 'Horma ancha disponible en todas las tallas. Se descalza y calza sin manos.', fibres: [['Cuero de curtido vegetal', 90], ['Caucho natural', 10]], price: 129, colors: [C.negro, C.marron], style: 'mocasin' },
  { brand: 'dv', category: 'calzado', name: 'Botín de cremallera lateral', short: 'Cremallera lateral de tirador grande y tacón bajo estable.', detail: 'Para calzarse sentado y sin agacharse del todo. Suela antideslizante.', fibres: [['Cuero de curtido vegetal', 85], ['Caucho natural', 15]], price: 149, colors: [C.negro, C.carbon], style: 'bota' },
  { brand: 'dv', category: 'calzado', name: 'Zapatilla de piel blanca', short: 'Piel lisa y suela de caucho natural, sin cordones: cierre elástico.', detail: 'Se calzan en un segundo. La combinación que funciona con traje y con vaqueros.', fibres: [['Piel de curtido vegetal', 80], ['Caucho natural', 20]], price: 119, colors: [C.blanco, C.negro], style: 'zapatilla' },
  { brand: 'dv', category: 'calzado', name: 'Zapato de cordones ancho', short: 'Blucher de horma ancha con cordones elásticos que no se desatan.', detail: 'Disponible en horma normal y extra ancha para pies sensibles.', fibres: [['Cuero de curtido vegetal', 90], ['Caucho natural', 10]], price: 139, colors: [C.marron, C.negro], style: 'mocasin' },
  // Segunda vida: prendas recompradas, reparadas o con tara, de una en una.
  { brand: 'rd', category: 'chaquetas', name: 'Chaqueta vaquera vintage restaurada', short: 'Vaquera de los noventa recuperada: botones nuevos, costuras reforzadas y lavado en ozono.', detail: 'Pieza única seleccionada en nuestro taller de Madrid. Puede tener pequeñas marcas de uso que cuentan su historia; las medidas están comprobadas a mano.', fibres: [['Algodón', 100]], price: 69.9, colors: [C.indigo], style: 1, condition: 'refurbished', sizes: ['M', 'L'] },
  { brand: 'rd', category: 'camisas', name: 'Camisa de trabajo de segunda mano', short: 'Chambray usado, lavado y revisado botón a botón, con el desgaste justo.', detail: 'Llega de nuestro programa de recompra: quien la trae se lleva un vale y la camisa, una segunda vida. Pieza única.', fibres: [['Algodón', 100]], price: 29.9, colors: [C.cielo], style: 0, condition: 'used', sizes: ['L'] },
  { brand: 'rd', category: 'sudaderas', name: 'Sudadera reparada con sashiko', short: 'Sudadera devuelta y zurcida a mano con puntada sashiko en los codos.', detail: 'Las reparaciones quedan a la vista a propósito: alargan la vida de la prenda y la hacen única.', fibres: organic, price: 44.9, colors: [C.marino], style: 0, condition: 'refurbished', sizes: ['S', 'M'] },
  { brand: 'rd', category: 'calzado', name: 'Zapatilla de lona con tara', short: 'Lona reciclada con una pequeña mancha de tinte en la puntera.', detail: 'No pasó nuestro control de aspecto pero sí el de calidad: se usa igual que una nueva y así no acaba en un vertedero.', fibres: [['Algodón reciclado', 80], ['Caucho natural', 20]], price: 34.9, colors: [C.crudo], style: 0, condition: 'damaged', sizes: ['39', '41', '42'] },
];
