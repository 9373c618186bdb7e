import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterStrip } from './newsletter-strip';

afterEach(() => vi.unstubAllGlobals());

describe('NewsletterStrip', () => {
  it('clears the field and makes no call, and says plainly that nothing is stored', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<NewsletterStrip />);
    expect(container.textContent).toContain('Todavía no la enviamos y este formulario no guarda tu correo.');
    expect(container.textContent).not.toMatch(/te das de baja|te escribiremos/i);
    const input = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    fireEvent.change(input, { target: { value: 'ana@correo.es' } });
    fireEvent.submit(input.form!);
    expect(input.value).toBe('');
    expect(screen.getByRole('status').textContent).toContain('Aún no guardamos correos');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
