import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { HomeNewsletterIsland, homeNewsletterModule } from '~/components/home/home-newsletter-island';
import { NewsletterStripIsland, newsletterStripModule } from './newsletter-strip-island';
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

describe('the newsletter forms kept as the server drew them (KeptNewsletter)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** The server's strip, then the browser taking it over as it stands. */
  async function hydrate(page = <NewsletterStripIsland />) {
    const container = document.createElement('div');
    const routed = <MemoryRouter>{page}</MemoryRouter>;
    container.innerHTML = renderToString(routed);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, routed);
    });
    return container;
  }

  it("keeps the server's form as typed in, and a send made before the code came thanks and clears once it is there, the focus kept", async () => {
    const container = await hydrate();
    const kept = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    // A plain form: the browser checks the email, and without scripts it is sent to the page.
    expect(kept.form!.getAttribute('action')).toBe('#');
    kept.focus();
    fireEvent.input(kept, { target: { value: 'ana@correo.es' } });
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico')).toBe(kept);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => void kept.form!.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    await act(() => newsletterStripModule.load());
    const live = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Aún no guardamos correos'));
    expect(live.value).toBe('');
    expect(document.activeElement).toBe(live);
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it("the home page's letter checks an address sent before its code came by its own rule, and says what is wrong with the address kept", async () => {
    await hydrate(<HomeNewsletterIsland />);
    const kept = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    fireEvent.input(kept, { target: { value: 'ana@correo' } });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => void kept.form!.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    await act(() => homeNewsletterModule.load());
    await waitFor(() => expect(screen.getByText('Revisa el correo electrónico: parece incompleto.')).toBeTruthy());
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('ana@correo');
  });

  it('draws the strip itself where there is no server markup (a page reached by a link)', async () => {
    render(<NewsletterStripIsland />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Suscribirse' })).toBeTruthy());
  });
});
