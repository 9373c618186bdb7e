import type { GarmentKind } from '../garment-art';

export const SEED_CATEGORIES: { name: string; slug: string; description: string; kind: GarmentKind }[] = [
  { name: 'Camisas', slug: 'camisas', kind: 'camisa', description: 'Lino, popelín orgánico y oxford de oficina: camisas que respiran y duran.' },
  { name: 'Camisetas', slug: 'camisetas', kind: 'camiseta', description: 'Algodón orgánico de gramaje alto, teñido de bajo impacto.' },
  { name: 'Pantalones', slug: 'pantalones', kind: 'pantalon', description: 'Denim reciclado, chinos y pantalón de traje con largos a elegir.' },
  { name: 'Vestidos', slug: 'vestidos', kind: 'vestido', description: 'Vestidos de diario y de oficina, con bolsillos de verdad.' },
  { name: 'Chaquetas', slug: 'chaquetas', kind: 'chaqueta', description: 'Blazers, chaquetas de trabajo y abrigos para todo el año.' },
  { name: 'Sudaderas', slug: 'sudaderas', kind: 'sudadera', description: 'Felpa orgánica cepillada y punto reciclado para el frío.' },
  { name: 'Accesorios', slug: 'accesorios', kind: 'accesorio', description: 'Bolsos, gorras, bufandas y cinturones que completan el conjunto.' },
  { name: 'Calzado', slug: 'calzado', kind: 'calzado', description: 'Zapatillas veganas, botas y mocasines hechos en Elche y Almansa.' },
];
