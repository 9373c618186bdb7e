import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '@common/settings/contracts';
import { faqGroups } from './faq-entries';

const FAQ_GROUPS = faqGroups(DEFAULT_STORE_SETTINGS);
import { FaqList } from './faq-list';

function renderFaq() {
  return render(
    <MemoryRouter>
      <FaqList groups={FAQ_GROUPS} />
    </MemoryRouter>,
  );
}

describe('FaqList', () => {
  it('groups the questions under h2 headings, each question closed at first', () => {
    const { container } = renderFaq();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(FAQ_GROUPS.map((g) => g.title));
    const details = container.querySelectorAll('details');
    expect(details.length).toBe(FAQ_GROUPS.flatMap((g) => g.entries).length);
    expect([...details].every((d) => !d.open)).toBe(true);
  });

  it('a click on a question opens its answer, and another click closes it', () => {
    const { container } = renderFaq();
    const details = container.querySelector<HTMLDetailsElement>('details#coste-envio')!;
    const summary = details.querySelector('summary')!;
    expect(summary.textContent).toBe('¿Cuánto cuesta el envío?');
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    fireEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('answers agree with the store: free shipping from 60 €, 30-day returns, each brand warranty', () => {
    const { container } = renderFaq();
    const text = container.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Es gratuito en todos los pedidos a partir de 60 €');
    expect(text).toContain('30 días desde que la recibes');
    expect(text).toContain('reparamos gratis las costuras de por vida');
    expect(text).toContain('2 años de garantía propia');
    expect(screen.getByRole('link', { name: 'Cambios y devoluciones' }).getAttribute('href')).toBe('/help/returns');
  });
});
