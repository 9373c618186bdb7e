import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '@common/settings/contracts';
import { WithStoreSettings } from '~/lib/store-facts-test-support';
import { ContactChannels } from './contact-channels';

describe('ContactChannels', () => {
  it('offers every store email as a mailto link, the hours and the customer-area support screen', () => {
    const { container } = render(
      <MemoryRouter>
        <ContactChannels />
      </MemoryRouter>,
    );
    const { contact_email, support_email, business_email, privacy_email } = DEFAULT_STORE_SETTINGS;
    for (const email of [contact_email, support_email, business_email, privacy_email]) {
      expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    }
    expect(container.textContent).toContain('De lunes a viernes, de 9:00 a 19:00 (hora peninsular)');
    expect(screen.getByRole('link', { name: 'Ir a Soporte' }).getAttribute('href')).toBe('/user/support');
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('reads the addresses, phone, hours and workshop from the store settings', async () => {
    render(
      <WithStoreSettings
        settings={{
          support_email: 'ayuda@ejemplo.es',
          phone: '+34 910 000 000',
          address: 'Calle Mayor 1, Sevilla',
          opening_hours: { ...DEFAULT_STORE_SETTINGS.opening_hours, saturday: { open: true, opens: '10:00', closes: '14:00' } },
        }}
      >
        <ContactChannels />
      </WithStoreSettings>,
    );
    expect((await screen.findByRole('link', { name: 'ayuda@ejemplo.es' })).getAttribute('href')).toBe('mailto:ayuda@ejemplo.es');
    expect(screen.getByRole('link', { name: '+34 910 000 000' }).getAttribute('href')).toBe('tel:+34910000000');
    expect(document.body.textContent).toContain('De lunes a viernes, de 9:00 a 19:00 y sábado, de 10:00 a 14:00 (hora peninsular)');
    expect(document.body.textContent).toContain('En Calle Mayor 1, Sevilla.');
  });
});
