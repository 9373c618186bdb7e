import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LEGAL_UPDATED_AT, LegalDocument } from './legal-document';

const SECTIONS = [
  { id: 'responsable', title: 'Quién es el responsable', body: <p>Tienda Diverso.</p> },
  { id: 'derechos', title: 'Tus derechos', body: <p>Acceso, rectificación y supresión.</p> },
];

function renderDocument() {
  return render(
    <MemoryRouter initialEntries={['/privacy']}>
      <LegalDocument title="Política de privacidad" crumb="Privacidad" lead="Qué datos tratamos." sections={SECTIONS} />
    </MemoryRouter>,
  );
}

describe('LegalDocument', () => {
  it('has one h1, the review date and a table of contents linking to each numbered section', () => {
    const { container } = renderDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Política de privacidad']);
    // The date is the texts' last update, said as such, and the one the constant keeps.
    const time = container.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(LEGAL_UPDATED_AT);
    expect(time.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time.parentElement!.textContent).toMatch(/^Última actualización: \d{1,2} de [a-z]+ de \d{4}$/);
    const toc = screen.getByRole('navigation', { name: 'Contenido' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Quién es el responsable', '#responsable'],
      ['Tus derechos', '#derechos'],
    ]);
    for (const section of SECTIONS) {
      const target = container.querySelector(`#${section.id}`)!;
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 }).textContent).toContain(section.title);
    }
  });

  it('links the five legal texts of the footer, the accessibility statement and the legal notice included, and marks the one being read', () => {
    renderDocument();
    const nav = screen.getByRole('navigation', { name: 'Textos legales' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacidad', '/privacy'],
      ['Términos y condiciones', '/terms'],
      ['Cookies', '/cookies'],
      ['Accesibilidad', '/accessibility'],
      ['Cumplimiento normativo', '/compliance'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Privacidad']);
  });
});
