import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORE_EMAILS, SUPPORT_HOURS } from '@common/store-contact';
import { ContactChannels } from './contact-channels';

describe('ContactChannels', () => {
  it('offers every store email as a mailto link, the hours and the customer-area support screen', () => {
    const { container } = render(
      <MemoryRouter>
        <ContactChannels />
      </MemoryRouter>,
    );
    for (const email of Object.values(STORE_EMAILS)) {
      expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    }
    expect(container.textContent).toContain(SUPPORT_HOURS);
    expect(screen.getByRole('link', { name: 'Ir a Soporte' }).getAttribute('href')).toBe('/user/support');
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
