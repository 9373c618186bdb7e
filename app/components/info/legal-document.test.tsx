import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LegalDocument } from './legal-document';

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
    expect(container.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
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

  it('links the three legal texts and marks the one being read', () => {
    renderDocument();
    const nav = screen.getByRole('navigation', { name: 'Textos legales' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/privacy', '/terms', '/cookies']);
    expect(within(nav).getByRole('link', { name: 'Privacidad' }).getAttribute('aria-current')).toBe('page');
  });
});
