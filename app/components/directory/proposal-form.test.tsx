import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '~/components/admin/test-support';
import { proposalBody, EMPTY_PROPOSAL, ProposalForm, TOO_MANY_PROPOSALS } from './proposal-form';

afterEach(() => vi.unstubAllGlobals());

const KEY = 'POST /api/directory/proposals';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidProposal() {
  fill(/^Tipo/, 'servicio');
  fill(/^Nombre/, 'Arreglos La Aguja');
  fill(/^Sector/, 'Arreglos y confección');
  fill(/^Presentación breve/, 'Arreglos y adaptaciones de ropa para personas con movilidad reducida.');
  fill(/^Localidad/, 'Valencia');
  fill(/^Provincia/, 'Valencia');
  fill(/^Código postal/, '46003');
  fill(/^Etiquetas/, 'ropa adaptada, arreglos ,');
  fill(/^Tu nombre/, 'Carmen Soler');
  fill(/^Tu email/, 'carmen@laaguja.es');
  fireEvent.click(screen.getByRole('checkbox', { name: /Acepto que publiquéis/ }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar propuesta' }));

describe("'Añade tu negocio' form", () => {
  it('checks the fields with the contract before sending: Spanish messages under them, focus on the first', async () => {
    const { calls } = mockApi({});
    renderAt(<ProposalForm />, '/directorio/alta');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Enviar propuesta' }) as HTMLButtonElement).disabled).toBe(false));
    fill(/^Presentación breve/, 'Muy corto');
    fill(/^Web/, 'laaguja.es');
    submit();
    const kind = screen.getByLabelText(/^Tipo/);
    await waitFor(() => expect(document.activeElement).toBe(kind));
    expect(kind.getAttribute('aria-invalid')).toBe('true');
    const text = document.body.textContent!;
    for (const message of [
      'El tipo debe ser empresa, servicio o profesional.',
      'El nombre es obligatorio.',
      'Cuéntalo en al menos 20 caracteres.',
      'La web debe empezar por https://',
      'Elige una provincia de la lista.',
      'Tu email es obligatorio.',
      'Tienes que aceptar que publiquemos estos datos.',
    ]) {
      expect(text).toContain(message);
    }
    expect(calls).toEqual([]);
  });

  it('sends the proposal (tags as a list, no honeypot) and replaces the form with the server message', async () => {
    const { calls } = mockApi({ [KEY]: { status: 201, body: { status: 'success', data: { message: 'Gracias: revisaremos tu propuesta en unos días.' } } } });
    renderAt(<ProposalForm />, '/directorio/alta');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Enviar propuesta' }) as HTMLButtonElement).disabled).toBe(false));
    fillValidProposal();
    submit();
    const done = await screen.findByRole('heading', { name: '¡Gracias! Hemos recibido tu propuesta' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText('Gracias: revisaremos tu propuesta en unos días.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al directorio' }).getAttribute('href')).toBe('/directorio');
    expect(screen.queryByRole('button', { name: 'Enviar propuesta' })).toBeNull();
    const body = JSON.parse(String(calls[0]!.init!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'servicio', name: 'Arreglos La Aguja', province: 'Valencia', tags: ['ropa adaptada', 'arreglos'], accept_terms: true });
    expect(body).not.toHaveProperty('fax');
  });

  it("puts the server's 422 messages under their fields (a tag's under the tags) and focuses the first", async () => {
    mockApi({
      [KEY]: {
        status: 422,
        body: { message: 'Revisa los datos.', errors: { postal_code: ['Ese código postal no es de Valencia.'], 'tags.1': ['Cada etiqueta admite 40 caracteres como máximo.'] } },
      },
    });
    renderAt(<ProposalForm />, '/directorio/alta');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Enviar propuesta' }) as HTMLButtonElement).disabled).toBe(false));
    fillValidProposal();
    submit();
    const postal = screen.getByLabelText(/^Código postal/);
    await waitFor(() => expect(postal.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ese código postal no es de Valencia.')).toBeTruthy();
    expect(screen.getByLabelText(/^Etiquetas/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Cada etiqueta admite 40 caracteres como máximo.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Etiquetas/)));
  });

  it('a 429 says, in Spanish, to wait a few minutes', async () => {
    mockApi({ [KEY]: { status: 429, body: { message: 'Too many requests' } } });
    renderAt(<ProposalForm />, '/directorio/alta');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Enviar propuesta' }) as HTMLButtonElement).disabled).toBe(false));
    fillValidProposal();
    submit();
    expect(await screen.findByText(TOO_MANY_PROPOSALS)).toBeTruthy();
  });

  it('the honeypot is hidden from people: aria-hidden box, out of the tab order, no autofill', () => {
    mockApi({});
    const { container } = renderAt(<ProposalForm />, '/directorio/alta');
    const fax = container.querySelector<HTMLInputElement>('input[name="fax"]')!;
    expect(fax.tabIndex).toBe(-1);
    expect(fax.getAttribute('autocomplete')).toBe('off');
    expect(fax.closest('[aria-hidden="true"]')).not.toBeNull();
    const terms = screen.getByRole('checkbox', { name: /Acepto que publiquéis/ }).closest('div')!;
    expect(within(terms).getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe('/privacy');
    expect(within(screen.getByLabelText(/^Provincia/)).getAllByRole('option')).toHaveLength(53);
  });

  it('a bot that fills the honeypot still sends it, so the server can drop it quietly', () => {
    expect(proposalBody({ ...EMPTY_PROPOSAL, fax: '600 000 000' })).toHaveProperty('fax', '600 000 000');
    expect(proposalBody({ ...EMPTY_PROPOSAL, tags: ' a ,, b ' }).tags).toEqual(['a', 'b']);
  });
});
