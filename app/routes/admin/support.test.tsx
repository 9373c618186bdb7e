import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSupportConversation, AdminSupportPage, AdminSupportRow } from '@common/support/contracts';
import { renderScreen } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import { staffUser } from '~/components/admin/users/test-users';
import * as detailModule from './support-detail';
import * as inboxModule from './support';

// The back-office support inbox and thread with the contracts' types; what the API stores, audits
// and e-mails is proven in server/api/support/support.api.test.ts.

afterEach(() => vi.unstubAllGlobals());

const AGENT = staffUser([{ name: 'soporte', permissions: ['support.manage'] }], 3);
const success = <T,>(data: T) => ({ body: { status: 'success', data } });

const row: AdminSupportRow = {
  id: 12,
  topic: 'pedido',
  topic_label: 'Mi pedido',
  subject: 'El paquete no llega',
  status: 'open',
  status_label: 'Abierta',
  order_number: 'TD-2026-000123',
  return_number: null,
  last_message_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-19T09:00:00.000Z',
  customer_name: 'Ana Clienta',
  email: 'ana@example.com',
  is_guest: false,
  assigned_to: null,
  last_message_author: 'customer',
  message_count: 1,
};

const page: AdminSupportPage = {
  data: [row],
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: 1,
  from: 1,
  to: 1,
  view_counts: { unassigned: 1, mine: 0, waiting: 2, all: 5 },
};

const thread: AdminSupportConversation = {
  ...row,
  user_id: 40,
  can_close: true,
  messages: [
    { id: 1, author: 'customer', author_id: 40, author_name: 'Ana Clienta', body: 'Hace una semana que lo pedí.', attachment: null, created_at: '2026-11-19T09:00:00.000Z', is_internal: false },
    { id: 2, author: 'staff', author_id: 3, author_name: 'Lucía Martín Pardo', body: 'Mirar con el transportista.', attachment: null, created_at: '2026-11-19T11:00:00.000Z', is_internal: true },
  ],
  orders: [{ id: 9, number: 'TD-2026-000123', status_label: 'Enviado', total: 59.9, created_at: '2026-11-10T10:00:00.000Z' }],
  returns: [{ id: 4, number: 'DV-2026-000004', status: 'requested', status_label: 'Solicitada', order_number: 'TD-2026-000099', requested_at: '2026-11-12T10:00:00.000Z' }],
  assignable: [
    { id: 3, name: 'Lucía Martín Pardo' },
    { id: 8, name: 'Marta Soporte' },
  ],
};

describe('admin support inbox', () => {
  it('text typed in the search box while the inbox first loads is kept, with the focus, and searched once the inbox is there', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const searched: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        searched.push(new URL(String(input), 'http://localhost').searchParams.get('search'));
        if (searched.length === 1) await held;
        return Response.json(success(page).body);
      }),
    );
    const { router } = renderScreen(inboxModule, '/admin/support', '/admin/support', AGENT);
    const early = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Buscar' });
    early.focus();
    fireEvent.change(early, { target: { value: 'paquete' } });
    release();
    await waitFor(() => expect(new URL(router.state.location.search, 'http://localhost').searchParams.get('search')).toBe('paquete'));
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar' });
    expect(box).not.toBe(early);
    expect(box.value).toBe('paquete');
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(searched).toEqual([null, 'paquete']));
  });

  it('shows the views with their counts, reads the view from the URL and lists each conversation', async () => {
    const { fetchMock } = mockApi({ 'GET /api/admin/support': success(page) });
    renderScreen(inboxModule, '/admin/support', '/admin/support?view=unassigned', AGENT);
    await screen.findByText('1–1 de 1 conversación');
    expect(Object.fromEntries(new URL(fetchMock.mock.calls[0]![0] as string, 'http://localhost').searchParams)).toEqual({ view: 'unassigned', per_page: '20' });
    const views = screen.getByRole('navigation', { name: 'Vistas de la bandeja' });
    expect(within(views).getByRole('link', { name: /Sin asignar\s*1/ }).getAttribute('aria-current')).toBe('true');
    expect(within(views).getByRole('link', { name: /Esperando a la clienta\s*2/ }).getAttribute('href')).toBe('/admin/support?view=waiting');
    const table = screen.getByRole('table', { name: /Conversaciones de soporte/ });
    const first = within(table).getByRole('link', { name: 'El paquete no llega' }).closest('tr')!;
    expect(first.textContent).toContain('Por responder');
    expect(first.textContent).toContain('ana@example.com');
    expect(first.textContent).toContain('Sin asignar');
  });
});

describe('admin support thread', () => {
  it('shows internal notes apart, the customer’s orders and returns, and sends a reply or a note', async () => {
    const { calls } = mockApi({
      'GET /api/admin/support/12': success(thread),
      'POST /api/admin/support/12/messages': (init) => {
        const body = JSON.parse(String(init?.body)) as { message: string; internal: boolean };
        return { status: 201, ...success({ ...thread, status: body.internal ? 'open' : 'waiting_customer' }) };
      },
      'POST /api/admin/support/12/assign': success({ ...thread, assigned_to: { id: 3, name: 'Lucía Martín Pardo' } }),
    });
    renderScreen(detailModule, '/admin/support/:id', '/admin/support/12', AGENT);
    expect(await screen.findByRole('heading', { level: 1, name: 'El paquete no llega' })).toBeTruthy();
    const conversation = screen.getByRole('list', { name: 'Conversación' });
    expect(within(conversation).getByRole('article', { name: /^Nota interna de Lucía Martín Pardo/ })).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: 'La clienta' });
    expect(within(aside).getByRole('link', { name: 'TD-2026-000123' }).getAttribute('href')).toBe('/admin/orders/9');
    expect(within(aside).getByRole('link', { name: 'DV-2026-000004' }).getAttribute('href')).toBe('/admin/returns/4');
    expect(within(aside).getByRole('link', { name: /Ver su cuenta/ }).getAttribute('href')).toBe('/admin/users/40');

    fireEvent.click(within(aside).getByRole('button', { name: 'Asignármela' }));
    await waitFor(() => expect(within(aside).getByLabelText<HTMLSelectElement>('Asignada a').value).toBe('3'));
    expect(JSON.parse(String(calls.find((c) => c.key === 'POST /api/admin/support/12/assign')!.init!.body))).toEqual({ user_id: 3 });

    fireEvent.click(screen.getByRole('radio', { name: 'Nota interna' }));
    expect(screen.getByText(/la clienta nunca la lee/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nota para el equipo'), { target: { value: 'Reclamado a SEUR.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/admin/support/12/messages')).toHaveLength(1));
    expect(JSON.parse(String(calls.at(-1)!.init!.body))).toEqual({ message: 'Reclamado a SEUR.', internal: true });

    fireEvent.click(screen.getByRole('radio', { name: 'Responder a la clienta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Escribe tu mensaje.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tu respuesta'), { target: { value: 'Llega mañana.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() => expect(screen.getAllByText('Esperando a la clienta').length).toBeGreaterThan(0));
    expect(JSON.parse(String(calls.at(-1)!.init!.body))).toEqual({ message: 'Llega mañana.', internal: false });
  });
});
