/** Every back-office screen is titled '<Pantalla> · Admin · Tienda Diverso'. */
export function adminTitle(screen: string): string {
  return `${screen} · Admin · Tienda Diverso`;
}

/** The `meta` export of an admin route module: `export const meta = () => adminMeta('Usuarios');`. */
export function adminMeta(screen: string) {
  return [{ title: adminTitle(screen) }, { name: 'robots', content: 'noindex' }];
}
