import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeNewsletter as Newsletter, validateNewsletterEmail } from './home-newsletter';

/** The strip as the home page shows it (its small print links to Novedades). */
function HomeNewsletter() {
  return (
    <MemoryRouter>
      <Newsletter />
    </MemoryRouter>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HomeNewsletter', () => {
  it('requires an email and says so in Spanish, without any call', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<HomeNewsletter />);
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(screen.getByText('Escribe tu correo electrónico para suscribirte.')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a valid email only clears the field and thanks the visitor, making no call', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<HomeNewsletter />);
    const input = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    expect(input.required).toBe(true);
    expect(input.type).toBe('email');
    fireEvent.change(input, { target: { value: 'ana@correo.es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(input.value).toBe('');
    expect(screen.getByText(/¡Gracias por tu interés!/).textContent).toContain('no hemos guardado tu correo');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('promises nothing the form does not do: no letter yet, no discount, no unsubscribe link', () => {
    const { container } = render(<HomeNewsletter />);
    const text = container.textContent ?? '';
    expect(text).toContain('Todavía no la enviamos.');
    expect(text).toContain('Este formulario no guarda tu correo ni te suscribe a nada.');
    expect(text).not.toMatch(/descuento|darte de baja|te escribiremos/i);
    expect(screen.getByRole('link', { name: 'Novedades' }).getAttribute('href')).toBe('/store/new-arrivals');
  });

  it('rejects an incomplete address', () => {
    expect(validateNewsletterEmail('ana@')).toBe('Revisa el correo electrónico: parece incompleto.');
    expect(validateNewsletterEmail('  ')).toBe('Escribe tu correo electrónico para suscribirte.');
    expect(validateNewsletterEmail(' ana@correo.es ')).toBeNull();
  });
});
