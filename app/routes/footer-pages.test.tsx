import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { MaterialsReport } from '@common/sustainability/contracts';
import { PRESS_FILES } from '~/components/company/press-kit';
import { canonicalUrl } from '~/components/company/page-meta';
import { WithStoreSettings } from '~/lib/store-facts-test-support';
import type { PublicStoreSettings } from '@common/settings/contracts';
import routes from '../routes';
import Careers, { meta as careersMeta } from './company/careers';
import Investors, { meta as investorsMeta } from './company/investors';
import Press, { meta as pressMeta } from './company/press';
import Sustainability, { meta as sustainabilityMeta } from './company/sustainability';
import Accessibility, { meta as accessibilityMeta } from './legal/accessibility';
import Compliance, { meta as complianceMeta } from './legal/compliance';

type AnyMeta = (args: never) => ({ title?: string; name?: string; content?: string; rel?: string; href?: string } | undefined)[];

const SETTINGS: Partial<PublicStoreSettings> = {
  legal_name: 'Diverso Textil S.L.',
  tax_id: 'B12345674',
  registered_address: 'Calle del Ave María 12, 28012 Madrid',
  commercial_registry: 'Inscrita en el Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456',
  contact_email: 'hola@diverso.test',
  business_email: 'socios@diverso.test',
  support_email: 'ayuda@diverso.test',
  privacy_email: 'datos@diverso.test',
  phone: '+34 910 000 000',
};

const REPORT: MaterialsReport = {
  shares: { organic: 48.5, recycled: 31.2, other: 20.3 },
  fibres: [
    { fibre: 'Algodón orgánico', kind: 'organic', percent: 48.5 },
    { fibre: 'Poliéster reciclado', kind: 'recycled', percent: 31.2 },
    { fibre: 'Elastano', kind: 'other', percent: 20.3 },
  ],
  products_with_passport: 40,
  products_without_passport: 2,
  computed_at: '2026-11-25T09:30:00.000Z',
};

const PAGES = [
  { path: '/careers', Component: Careers, meta: careersMeta, h1: 'Trabaja con nosotros', title: 'Trabaja con nosotros' },
  { path: '/press', Component: Press, meta: pressMeta, h1: 'Prensa', title: 'Prensa' },
  { path: '/investors', Component: Investors, meta: investorsMeta, h1: 'Inversores', title: 'Inversores' },
  { path: '/sustainability', Component: Sustainability, meta: sustainabilityMeta, h1: 'Sostenibilidad', title: 'Sostenibilidad' },
  { path: '/accessibility', Component: Accessibility, meta: accessibilityMeta, h1: 'Declaración de accesibilidad', title: 'Declaración de accesibilidad' },
  {
    path: '/compliance',
    Component: Compliance,
    meta: complianceMeta,
    h1: 'Aviso legal y cumplimiento normativo',
    title: 'Aviso legal y cumplimiento normativo',
  },
] as const;

function renderPage(
  Component: ComponentType<never>,
  { path = '/', settings = SETTINGS, materials = REPORT }: { path?: string; settings?: Partial<PublicStoreSettings>; materials?: MaterialsReport | null } = {},
) {
  const Page = Component as ComponentType<{ loaderData: unknown }>;
  return render(
    <WithStoreSettings settings={settings} path={path}>
      <Page loaderData={{ canonical: `https://tienda.test${path}`, materials }} />
    </WithStoreSettings>,
  );
}

async function mainText(): Promise<string> {
  return (await screen.findByRole('main')).textContent!.replace(/\s+/g, ' ');
}

/** Every path of the route table, with ':param' segments as wildcards. */
function routePatterns(): RegExp[] {
  type Entry = { path?: string; index?: boolean; children?: Entry[] };
  const out: RegExp[] = [];
  const walk = (entries: Entry[], base: string) => {
    for (const entry of entries) {
      const full = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, '/') : base || '/';
      if (entry.path !== '*' && !entry.path?.endsWith('/*')) {
        out.push(new RegExp(`^${full.replace(/:[^/]+/g, '[^/]+')}$`));
      }
      if (entry.children) walk(entry.children, full);
    }
  };
  walk(routes as Entry[], '');
  return out;
}

describe('footer pages: careers, press, investors, sustainability, accessibility, compliance', () => {
  it.each(PAGES)('$path: one h1 in the main landmark, its own title, description and canonical link', async ({ path, Component, meta, h1, title }) => {
    renderPage(Component, { path });
    const main = await screen.findByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([h1]);
    expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    const tags = (meta as unknown as AnyMeta)({ loaderData: { canonical: `https://tienda.test${path}` } } as never);
    expect(tags.find((tag) => tag?.title)?.title).toBe(`${title} · Tienda Diverso`);
    expect(tags.find((tag) => tag?.name === 'description')?.content?.length).toBeGreaterThan(60);
    expect(tags.find((tag) => tag?.rel === 'canonical')?.href).toBe(`https://tienda.test${path}`);
    expect(main.textContent).not.toMatch(/lorem ipsum|placeholder|undefined|null/i);
  });

  it.each(PAGES)('$path: every internal page link leads to a route of the site (files to download are checked apart)', async ({ path, Component }) => {
    renderPage(Component, { path });
    const main = await screen.findByRole('main');
    const patterns = routePatterns();
    const hrefs = [...main.querySelectorAll('a[href^="/"]:not([download])')].map((a) => a.getAttribute('href')!.split(/[?#]/)[0]!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(patterns.some((p) => p.test(href)), href).toBe(true);
  });

  it('careers: no openings now, and a spontaneous application to the contact address with a subject', async () => {
    renderPage(Careers);
    const text = await mainText();
    expect(text).toContain('Ahora mismo no tenemos ninguna oferta de empleo abierta.');
    expect(text).toContain('veintiséis personas');
    const apply = screen.getByRole('link', { name: 'Enviar una candidatura' });
    expect(apply.getAttribute('href')).toBe('mailto:hola@diverso.test?subject=Candidatura%20espont%C3%A1nea');
    expect(screen.getByRole('link', { name: 'datos@diverso.test' }).getAttribute('href')).toBe('mailto:datos@diverso.test');
    expect(screen.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe('/privacy');
    expect(text).toContain('Diverso Textil S.L.');
  });

  it('press: the two brands with their taglines, the four files to download with their size, and the press contact', async () => {
    renderPage(Press);
    const text = await mainText();
    for (const line of ['ruediverso', 'Moda de calle sostenible', 'divergente', 'Moda corporativa inclusiva']) expect(text).toContain(line);
    const downloads = screen.getAllByRole('link', { name: /^Descargar/ });
    expect(downloads.map((a) => a.getAttribute('href'))).toEqual(PRESS_FILES.map((file) => file.href));
    for (const link of downloads) expect(link.getAttribute('download')).toMatch(/\.svg$/);
    expect(downloads[0]!.textContent).toContain('logotipo de Tienda Diverso (SVG, 8,7 kB)');
    for (const file of PRESS_FILES) expect(screen.getByRole('img', { name: file.alt }).getAttribute('src')).toBe(file.href);
    expect(screen.getByRole('link', { name: 'hola@diverso.test' }).getAttribute('href')).toBe('mailto:hola@diverso.test');
    expect(screen.getByRole('link', { name: '+34 910 000 000' }).getAttribute('href')).toBe('tel:+34910000000');
    expect(text).toContain('Madrid');
  });

  it('press: the sizes said on the page are the sizes of the files in public/', () => {
    for (const file of PRESS_FILES) {
      expect(fs.statSync(path.join(process.cwd(), 'public', file.href)).size, file.href).toBe(file.bytes);
    }
  });

  it('investors: the company from the settings, no listed shares nor public offering, and the business address', async () => {
    renderPage(Investors);
    const text = await mainText();
    for (const fact of ['Diverso Textil S.L.', 'B12345674', 'Calle del Ave María 12, 28012 Madrid']) expect(text).toContain(fact);
    expect(text).toContain('no cotiza en bolsa ni tiene abierta ninguna ronda de inversión pública');
    expect(screen.getByRole('link', { name: 'socios@diverso.test' }).getAttribute('href')).toBe('mailto:socios@diverso.test');
    expect(text).not.toContain('todavía no publica');
  });

  it('investors and compliance: a NIF or address the settings lack is said plainly, never made up', async () => {
    const { unmount } = renderPage(Investors, { settings: { ...SETTINGS, tax_id: '', registered_address: '' } });
    let text = await mainText();
    expect(text).toContain('Esta web todavía no publica el NIF y el domicilio social.');
    expect(text).not.toContain('NIF B');
    unmount();
    renderPage(Compliance, { settings: { ...SETTINGS, tax_id: '', phone: '', commercial_registry: '' } });
    text = await mainText();
    expect(text).not.toContain('(NIF');
    expect(screen.queryByRole('link', { name: /^\+34/ })).toBeNull();
    // No registry data in the settings: the notice says nothing of a registry rather than make one up.
    expect(text).not.toContain('Datos registrales');
    expect(text).not.toMatch(/Registro Mercantil|inscrita/i);
  });

  it('sustainability: the computed shares, how many garments they cover, when, and the fibre table', async () => {
    renderPage(Sustainability);
    const main = await screen.findByRole('main');
    const text = main.textContent!.replace(/\s+/g, ' ');
    expect(main.querySelector('[data-figure="organic"]')!.textContent).toBe('48,5\u00a0%');
    expect(main.querySelector('[data-figure="recycled"]')!.textContent).toBe('31,2\u00a0%');
    expect(text).toContain('pasaporte de 40 prendas publicadas; 2 prendas sin composición declarada no cuentan');
    expect(text).toContain('25 de noviembre de 2026');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Poliéster reciclado' })).toBeTruthy();
    expect(text).toContain('Cada prenda pesa lo mismo');
  });

  it('sustainability: says so when no garment declares its composition, or when the figures could not be loaded', async () => {
    const { unmount } = renderPage(Sustainability, { materials: { ...REPORT, shares: null, fibres: [], products_with_passport: 0 } });
    expect(await mainText()).toContain('ninguna prenda publicada declara su composición');
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderPage(Sustainability, { materials: null });
    expect((await screen.findByRole('status')).textContent).toContain('No hemos podido calcular las cifras');
  });

  it('accessibility: partially conformant with WCAG 2.2 AA, known limitations, the panel, how to report, 20 working days, the date', async () => {
    renderPage(Accessibility);
    const text = await mainText();
    expect(text).toContain('parcialmente conforme');
    expect(text).toContain('WCAG) 2.2');
    expect(text).toContain('UNE-EN 301549');
    expect(text).toContain('texto alternativo');
    for (const feature of ['tamaño del texto', 'alto contraste', 'reducir movimiento', 'modo oscuro', 'protanopia, deuteranopia y tritanopia', 'Restablecer']) {
      expect(text).toContain(feature);
    }
    expect(text).toContain('axe-core');
    expect(text).toContain('Te responderemos en un plazo máximo de 20 días hábiles');
    expect(screen.getByRole('link', { name: 'hola@diverso.test' }).getAttribute('href')).toBe('mailto:hola@diverso.test');
    expect(screen.getByRole('link', { name: '+34 910 000 000' })).toBeTruthy();
    expect(text).toContain('se preparó el 25 de noviembre de 2026');
    expect(text).toContain('Procedimiento de aplicación');
    expect(text).not.toMatch(/https?:\/\//);
  });

  it('compliance: the LSSI-CE identity from the settings, the other legal texts, complaint forms and no ODR link', async () => {
    renderPage(Compliance);
    const main = await screen.findByRole('main');
    const text = main.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('artículo 10 de la Ley 34/2002');
    expect(text).toContain('Diverso Textil S.L. (NIF B12345674), con domicilio social en Calle del Ave María 12, 28012 Madrid');
    const registry = within(main).getByText('Datos registrales', { selector: 'dt' });
    expect(registry.nextElementSibling!.textContent).toBe('Inscrita en el Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456');
    expect(within(main).getAllByRole('link', { name: 'hola@diverso.test' })[0]!.getAttribute('href')).toBe('mailto:hola@diverso.test');
    expect(within(main).getByRole('link', { name: '+34 910 000 000' }).getAttribute('href')).toBe('tel:+34910000000');
    for (const href of ['/privacy', '/terms', '/cookies', '/accessibility']) {
      expect(main.querySelector(`article a[href="${href}"]`), href).not.toBeNull();
    }
    expect(text).toContain('hojas de reclamaciones oficiales');
    expect(text).toContain('dejó de funcionar en julio de 2025');
    expect(main.querySelector('a[href*="ec.europa.eu"]')).toBeNull();
    expect(text).toContain('ley española');
  });
});

describe('canonicalUrl', () => {
  it('is the origin and path of the request, without query, fragment or trailing slash', () => {
    expect(canonicalUrl(new Request('https://tienda.test/press/?utm_source=x#logotipos'))).toBe('https://tienda.test/press');
    expect(canonicalUrl(new Request('https://tienda.test/'))).toBe('https://tienda.test/');
  });
});
