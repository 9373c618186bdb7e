import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import About, { meta as aboutMeta } from './about';
import Contact, { meta as contactMeta } from './help/contact';
import Faq, { meta as faqMeta } from './help/faq';
import HelpLayout from './help/layout';
import Returns, { meta as returnsMeta } from './help/returns';
import Shipping, { meta as shippingMeta } from './help/shipping';
import Warranty, { meta as warrantyMeta } from './help/warranty';
import Cookies, { meta as cookiesMeta } from './legal/cookies';
import Privacy, { meta as privacyMeta } from './legal/privacy';
import Terms, { meta as termsMeta } from './legal/terms';

type AnyMeta = (args: never) => { title?: string }[] | undefined;

const HELP = [
  { path: '/help/faq', Component: Faq, meta: faqMeta, h1: 'Preguntas frecuentes' },
  { path: '/help/contact', Component: Contact, meta: contactMeta, h1: 'Contacto' },
  { path: '/help/shipping', Component: Shipping, meta: shippingMeta, h1: 'Envíos' },
  { path: '/help/returns', Component: Returns, meta: returnsMeta, h1: 'Cambios y devoluciones' },
  { path: '/help/warranty', Component: Warranty, meta: warrantyMeta, h1: 'Garantía' },
];
const STANDALONE = [
  { path: '/about', Component: About, meta: aboutMeta, h1: 'Ropa que dura, para todos los cuerpos.', title: 'Sobre nosotros' },
  { path: '/privacy', Component: Privacy, meta: privacyMeta, h1: 'Política de privacidad', title: 'Política de privacidad' },
  { path: '/terms', Component: Terms, meta: termsMeta, h1: 'Términos y condiciones', title: 'Términos y condiciones' },
  { path: '/cookies', Component: Cookies, meta: cookiesMeta, h1: 'Política de cookies', title: 'Política de cookies' },
];

function titleOf(meta: AnyMeta) {
  return meta({} as never)?.find((tag) => tag.title)?.title;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/help', Component: HelpLayout, children: HELP.map(({ path: p, Component }) => ({ path: p, Component })) },
    ...STANDALONE.map(({ path: p, Component }) => ({ path: p, Component })),
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('about, help and legal routes', () => {
  it.each(HELP)('$path: inside the help layout, one h1 in the main landmark, titled "… · Tienda Diverso"', async ({ path, meta, h1 }) => {
    renderAt(path);
    const main = await screen.findByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([h1]);
    expect(within(main).getByRole('navigation', { name: 'Centro de ayuda' })).toBeTruthy();
    expect(within(main).getByRole('navigation', { name: 'Migas de pan' }).textContent).toContain(h1);
    expect(titleOf(meta as AnyMeta)).toBe(`${h1} · Tienda Diverso`);
  });

  it.each(STANDALONE)('$path: one h1 in the main landmark, titled "… · Tienda Diverso"', async ({ path, meta, h1, title }) => {
    const { container } = renderAt(path);
    const main = await screen.findByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([h1]);
    expect(titleOf(meta as AnyMeta)).toBe(`${title} · Tienda Diverso`);
    expect(container.textContent).not.toMatch(/lorem ipsum|placeholder/i);
  });

  it('about: the timeline 2015, 2018, 2020, 2024, the three values, the team and links to /store', async () => {
    renderAt('/about');
    const main = await screen.findByRole('main');
    const text = main.textContent!;
    for (const year of ['2015', '2018', '2020', '2024']) expect(within(main).getAllByText(year).length).toBeGreaterThan(0);
    for (const value of ['Pasión por la calidad', 'Innovación constante', 'Impacto global']) {
      expect(within(main).getByRole('heading', { name: value })).toBeTruthy();
    }
    expect(text).toContain('Lucía Ferrer');
    expect(main.querySelectorAll('a[href="/store"]').length).toBeGreaterThanOrEqual(2);
  });

  it('shipping, returns and terms promise only the payments and order tools the store has', async () => {
    renderAt('/help/shipping');
    let main = await screen.findByRole('main');
    let text = main.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('envío exprés');
    expect(text).toContain('no enviamos contra reembolso');
    expect(within(main).getByRole('link', { name: 'Consulta tu pedido' }).getAttribute('href')).toBe('/orders/lookup');
    cleanup();
    renderAt('/help/returns');
    main = await screen.findByRole('main');
    text = main.textContent!.replace(/\s+/g, ' ');
    expect(text).not.toContain('Mi cuenta › Devoluciones');
    expect(text).toContain('si pagaste contra reembolso, por transferencia');
    cleanup();
    renderAt('/terms');
    main = await screen.findByRole('main');
    text = main.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Aceptamos tarjeta de débito o crédito (Visa y Mastercard), Bizum, pago contra reembolso');
    expect(text).toContain('transferencia bancaria');
    expect(text).not.toContain('American Express');
    expect(text).not.toContain('la tienes disponible en tu cuenta');
  });

  it("the terms' withdrawal section, the footer's 'Desistir de un contrato', leads to the orders of both kinds of buyer", async () => {
    renderAt('/terms');
    const main = await screen.findByRole('main');
    const section = main.querySelector<HTMLElement>('#desistimiento')!;
    expect(section.textContent).toContain('«Desistir del contrato»');
    expect(within(section).getByRole('link', { name: 'Mis pedidos' }).getAttribute('href')).toBe('/user/orders');
    expect(within(section).getByRole('link', { name: 'Consulta tu pedido' }).getAttribute('href')).toBe('/orders/lookup');
  });

  it('legal texts name the data controller and the privacy contact', async () => {
    renderAt('/privacy');
    const main = await screen.findByRole('main');
    expect(main.textContent).toContain('Tienda Diverso');
    expect(within(main).getAllByRole('link', { name: 'privacidad@tiendadiverso.es' })[0]!.getAttribute('href')).toBe(
      'mailto:privacidad@tiendadiverso.es',
    );
  });
});
