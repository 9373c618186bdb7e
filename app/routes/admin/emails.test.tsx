import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailDetail, EmailPage, EmailSummary } from '@common/emails/contracts';
import { renderScreen } from '~/components/admin/catalog/test-routes';
import { makeUser, mockApi, renderRoute } from '~/components/admin/test-support';
import { setAuthUser } from '~/lib/auth';
import * as detailModule from './email-detail';
import * as listModule from './emails';

const EMAILS: EmailSummary[] = [
  {
    id: 12,
    to: 'lucia@example.com',
    subject: 'Hemos recibido tu pedido TD-2026-000123',
    kind: 'order-confirmation',
    kind_label: 'Confirmación de pedido',
    state: 'queued',
    user_id: 4,
    created_at: '2026-11-24T10:15:00.000Z',
    sent_at: null,
    error: null,
  },
  {
    id: 11,
    to: 'nadie@example.com',
    subject: 'Tu pedido TD-2026-000120 está en camino',
    kind: 'order-shipped',
    kind_label: 'Pedido enviado',
    state: 'error',
    user_id: null,
    created_at: '2026-11-23T09:00:00.000Z',
    sent_at: null,
    error: '550 5.1.1 mailbox unavailable',
  },
  {
    id: 10,
    to: 'marta@example.com',
    subject: 'Tu correo de Tienda Diverso ha cambiado',
    kind: 'email-changed',
    kind_label: 'Cambio de email',
    state: 'sent',
    user_id: 5,
    created_at: '2026-11-22T09:00:00.000Z',
    sent_at: '2026-11-22T09:00:03.000Z',
    error: null,
  },
];

function pageOf(data: EmailSummary[]): { body: { status: 'success'; data: EmailPage } } {
  return {
    body: {
      status: 'success',
      data: {
        data,
        current_page: 1,
        last_page: 1,
        per_page: 25,
        total: data.length,
        from: data.length ? 1 : null,
        to: data.length ? data.length : null,
        kinds: [
          { kind: 'email-changed', label: 'Cambio de email' },
          { kind: 'order-confirmation', label: 'Confirmación de pedido' },
          { kind: 'order-shipped', label: 'Pedido enviado' },
        ],
      },
    },
  };
}

const DETAIL: EmailDetail = {
  ...EMAILS[0]!,
  html: '<!doctype html><html><body><h1>Hemos recibido tu pedido</h1><script>parent.document.title = "hacked"</script></body></html>',
  text: 'Hemos recibido tu pedido TD-2026-000123\n\nTotal: 62,80 €',
  attachments: [{ name: 'factura-FS-2026-000017.pdf', url: '/api/invoices/FS-2026-000017/pdf?token=abc' }],
};

const lastQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams;

afterEach(() => vi.unstubAllGlobals());

describe('admin e-mails list', () => {
  it('shows date (Madrid time), recipient, subject linked to the e-mail, kind and state', async () => {
    mockApi({ 'GET /api/admin/emails': pageOf(EMAILS) });
    renderScreen(listModule, '/admin/emails', '/admin/emails');
    const queued = (await screen.findByRole('link', { name: 'Hemos recibido tu pedido TD-2026-000123' })).closest('tr')!;
    expect(within(queued).getByRole('link').getAttribute('href')).toBe('/admin/emails/12');
    expect(queued.textContent).toContain('24 nov 2026, 11:15');
    expect(queued.textContent).toContain('lucia@example.com');
    expect(queued.textContent).toContain('Confirmación de pedido');
    expect(queued.textContent).toContain('En cola');
    expect(screen.getByText('nadie@example.com').closest('tr')!.textContent).toContain('Error');
    expect(screen.getByText('marta@example.com').closest('tr')!.textContent).toContain('Enviado');
    expect(screen.getByText('1–3 de 3 emails')).toBeTruthy();
  });

  it('filters by kind and state and searches, through the URL and the API', async () => {
    const { fetchMock } = mockApi({ 'GET /api/admin/emails': pageOf(EMAILS) });
    renderScreen(listModule, '/admin/emails', '/admin/emails');
    await screen.findByText('lucia@example.com');
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'order-shipped' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('kind')).toBe('order-shipped'));
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'error' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('state')).toBe('error'));
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'nadie' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('search')).toBe('nadie'));
    expect(Object.fromEntries(lastQuery(fetchMock))).toEqual({ kind: 'order-shipped', state: 'error', search: 'nadie', per_page: '25' });
  });

  it('reads the filters from the address, dropping values the API would refuse', async () => {
    const { fetchMock } = mockApi({ 'GET /api/admin/emails': pageOf([]) });
    renderScreen(listModule, '/admin/emails', '/admin/emails?kind=order-confirmation&state=lost&page=2');
    expect(await screen.findByText('Ningún email coincide con estos filtros')).toBeTruthy();
    expect(Object.fromEntries(lastQuery(fetchMock))).toEqual({ kind: 'order-confirmation', page: '2', per_page: '25' });
  });

  it('says so when the store has sent nothing yet', async () => {
    mockApi({ 'GET /api/admin/emails': pageOf([]) });
    renderScreen(listModule, '/admin/emails', '/admin/emails');
    expect(await screen.findByText('La tienda todavía no ha enviado ningún email')).toBeTruthy();
    expect(screen.getByText('0 emails')).toBeTruthy();
  });

  it('shows the no-permission panel to staff without emails.view, without asking the API', async () => {
    const { fetchMock } = mockApi({});
    act(() => setAuthUser(makeUser(['editor'])));
    renderRoute(listModule, '/admin/emails');
    expect(await screen.findByText('No tienes permiso para ver esta pantalla.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('admin e-mail page', () => {
  it('shows the HTML in a sandboxed frame that runs no script, and the text in a second tab (keyboard too)', async () => {
    mockApi({ 'GET /api/admin/emails/12': { body: { status: 'success', data: DETAIL } } });
    renderScreen(detailModule, '/admin/emails/:id', '/admin/emails/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hemos recibido tu pedido TD-2026-000123' })).toBeTruthy();
    expect(screen.getByText('lucia@example.com')).toBeTruthy();
    expect(screen.getByText('En cola')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'factura-FS-2026-000017.pdf' }).getAttribute('href')).toBe('/api/invoices/FS-2026-000017/pdf?token=abc');

    const frame = screen.getByTitle('Vista HTML del email «Hemos recibido tu pedido TD-2026-000123»') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(DETAIL.html);

    const htmlTab = screen.getByRole('tab', { name: 'Vista HTML' });
    const textTab = screen.getByRole('tab', { name: 'Versión de texto' });
    expect(htmlTab.getAttribute('aria-selected')).toBe('true');
    const textPanel = document.getElementById(textTab.getAttribute('aria-controls')!)!;
    expect(textPanel.hidden).toBe(true);
    htmlTab.focus();
    fireEvent.keyDown(htmlTab, { key: 'ArrowRight' });
    expect(textTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(textTab);
    expect(textPanel.hidden).toBe(false);
    expect(textPanel.textContent).toContain('Total: 62,80 €');
    expect(frame.closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true);
    fireEvent.click(htmlTab);
    expect(textPanel.hidden).toBe(true);
  });

  it('shows the error of a refused e-mail', async () => {
    mockApi({ 'GET /api/admin/emails/11': { body: { status: 'success', data: { ...EMAILS[1]!, html: '<p>x</p>', text: 'x', attachments: [] } } } });
    renderScreen(detailModule, '/admin/emails/:id', '/admin/emails/11');
    expect(await screen.findByText('550 5.1.1 mailbox unavailable')).toBeTruthy();
  });

  it('says an unknown e-mail does not exist', async () => {
    mockApi({ 'GET /api/admin/emails/999': { status: 404, body: { message: 'Ese email no existe.' } } });
    renderScreen(detailModule, '/admin/emails/:id', '/admin/emails/999');
    expect(await screen.findByText('Este email no existe.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los emails' }).getAttribute('href')).toBe('/admin/emails');
  });
});
