import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HelpNav } from './help-nav';

describe('HelpNav', () => {
  it('links the five help pages in the footer order and marks the current one', () => {
    render(
      <MemoryRouter initialEntries={['/help/returns']}>
        <HelpNav />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Centro de ayuda' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/help/faq',
      '/help/contact',
      '/help/shipping',
      '/help/returns',
      '/help/warranty',
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([
      'Cambios y devoluciones',
    ]);
  });
});
