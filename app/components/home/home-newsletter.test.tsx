import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeNewsletter, validateNewsletterEmail } from './home-newsletter';

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
    expect(screen.getByText(/¡Gracias!/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an incomplete address', () => {
    expect(validateNewsletterEmail('ana@')).toBe('Revisa el correo electrónico: parece incompleto.');
    expect(validateNewsletterEmail('  ')).toBe('Escribe tu correo electrónico para suscribirte.');
    expect(validateNewsletterEmail(' ana@correo.es ')).toBeNull();
  });
});
