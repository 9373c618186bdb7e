import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportConversation, SupportConversationSummary, SupportOverview } from '@common/support/contracts';
import { invalid, ok, renderAccount, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as SupportScreen from '~/routes/user/support';
import { GuestSupport } from './guest-support';

// The customer's /user/support (list, thread, new conversation) and the guests' way in, with the
// contracts' types; what the API stores and refuses is proven in server/api/support.

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const summary: SupportConversationSummary = {
  id: 7,
  topic: 'talla',
  topic_label: 'Tallas y medidas',
  subject: 'Cambio de talla del vestido',
  status: 'waiting_customer',
  status_label: 'Esperando tu respuesta',
  order_number: 'TD-2026-000123',
  return_number: null,
  last_message_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-19T09:00:00.000Z',
  last_message_author: 'staff',
  message_count: 2,
};
const conversation: SupportConversation = {
  ...summary,
  can_resolve: true,
  messages: [
    { id: 1, author: 'customer', author_name: 'Lucía', body: 'Me queda pequeño.', attachment: { url: '/storage/support/abc.webp', width: 800, height: 600 }, created_at: '2026-11-19T09:00:00.000Z' },
    { id: 2, author: 'staff', author_name: 'Marta', body: 'Te mandamos la M.', attachment: null, created_at: '2026-11-20T10:00:00.000Z' },
  ],
};
const overview: SupportOverview = {
  conversations: [summary, { ...summary, id: 8, subject: 'Pago duplicado', status: 'resolved', status_label: 'Resuelta', last_message_author: 'customer', order_number: null }],
  orders: [{ number: 'TD-2026-000123', status_label: 'Entregado', created_at: '2026-11-01T10:00:00.000Z' }],
  returns: [],
};

describe('/user/support', () => {
  it('lists the conversations with their state, marks a new answer and keeps the other ways to reach the team', async () => {
    mockFetch({ 'GET /api/user/support': ok(overview) });
    renderScreen(SupportScreen, '/user/support');
    const list = await screen.findByRole('list', { name: 'Tus conversaciones' });
    const first = within(list).getByRole('link', { name: /Cambio de talla del vestido/ });
    expect(first.getAttribute('href')).toBe('/user/support?c=7');
    expect(within(first).getByText('Respuesta nueva')).toBeTruthy();
    expect(within(first).getByText('Esperando tu respuesta')).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Pago duplicado/ }).textContent).toContain('Resuelta');
    expect(screen.getByRole('heading', { level: 2, name: 'Otras formas de contactar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@tiendadiverso.es' }).getAttribute('href')).toBe('mailto:support@tiendadiverso.es');
  });

  it('invites a first message when there is none', async () => {
    mockFetch({ 'GET /api/user/support': ok({ ...overview, conversations: [] }) });
    renderScreen(SupportScreen, '/user/support');
    expect(await screen.findByRole('heading', { name: 'Aún no nos has escrito' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Escribir al equipo/ }).getAttribute('href')).toBe('/user/support?nueva=1');
  });

  it('shows a thread with the team’s answer and sends a reply as a multipart form', async () => {
    const { calls } = mockFetch({
      'GET /api/user/support': ok(overview),
      'GET /api/user/support/7': ok(conversation),
      'POST /api/user/support/7/messages': ok({ ...conversation, status: 'open', status_label: 'Abierta' }, 201),
    });
    renderScreen(SupportScreen, '/user/support?c=7');
    const thread = await screen.findByRole('list', { name: 'Cambio de talla del vestido' });
    expect(within(thread).getByRole('article', { name: /^Mensaje de Tú/ })).toBeTruthy();
    expect(within(thread).getByRole('article', { name: /^Mensaje de Marta · Equipo de Tienda Diverso/ }).textContent).toContain('Te mandamos la M.');
    expect(within(thread).getByRole('img', { name: 'Foto que adjuntaste' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedido TD-2026-000123' }).getAttribute('href')).toBe('/user/orders/TD-2026-000123');

    fireEvent.change(screen.getByLabelText('Tu mensaje'), { target: { value: 'Perfecto, gracias.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('message')).toBe('Perfecto, gracias.');
    expect(sent.get('photo')).toBeNull();
  });

  it('checks a new conversation before sending and puts the server’s refusal under its field', async () => {
    const { calls } = mockFetch({
      'GET /api/user/support': ok({ ...overview, returns: [{ id: 4, number: 'DV-2026-000004', order_number: 'TD-2026-000123' }] }),
      'POST /api/user/support': invalid({ photo: ['La foto no puede superar 5 MB.'] }),
    });
    renderScreen(SupportScreen, '/user/support?nueva=1');
    const form = await screen.findByRole('form', { name: 'Nueva consulta' });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar consulta' }));
    expect(await within(form).findByText('Elige de qué trata tu consulta.')).toBeTruthy();
    expect(within(form).getByText('Escribe un asunto.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/De qué trata/), { target: { value: 'pedido' } });
    fireEvent.change(within(form).getByLabelText(/^Pedido/), { target: { value: 'TD-2026-000123' } });
    fireEvent.change(within(form).getByLabelText(/^Devolución/), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Asunto'), { target: { value: 'No me ha llegado' } });
    fireEvent.change(within(form).getByLabelText('Tu mensaje'), { target: { value: 'El paquete no ha llegado.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar consulta' }));
    expect(await within(form).findByText('La foto no puede superar 5 MB.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(Object.fromEntries(sent)).toEqual({ topic: 'pedido', order_number: 'TD-2026-000123', return_id: '4', subject: 'No me ha llegado', message: 'El paquete no ha llegado.' });
  });
});

describe('support without an account', () => {
  it('says the same thing whatever was wrong, then lists the conversations and opens one', async () => {
    let found = false;
    const { calls } = mockFetch({
      'POST /api/support/guest': () =>
        found
          ? ok({ order_number: 'TD-2026-000123', customer_name: 'Irene', conversations: [summary] })
          : { status: 404, body: { message: 'No encontramos ninguna conversación con ese número de pedido y ese email.' } },
      'POST /api/support/guest/conversations/7/view': ok(conversation),
    });
    renderAccount(<GuestSupport />, '/help/contact');
    fireEvent.change(screen.getByLabelText('Número de pedido'), { target: { value: 'td-2026-000123' } });
    fireEvent.change(screen.getByLabelText('Email del pedido'), { target: { value: 'irene@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver mis conversaciones' }));
    expect(await screen.findByText(/No encontramos ninguna conversación con ese número de pedido y ese email/)).toBeTruthy();

    found = true;
    fireEvent.click(screen.getByRole('button', { name: 'Ver mis conversaciones' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Irene' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Cambio de talla del vestido/ }));
    expect(await screen.findByRole('list', { name: 'Cambio de talla del vestido' })).toBeTruthy();
    expect(calls.at(-1)!.body).toEqual({ number: 'TD-2026-000123', email: 'irene@example.com' });
    // A guest sees the order's number, not a link into an account.
    expect(screen.queryByRole('link', { name: /Pedido TD-2026-000123/ })).toBeNull();
  });
});
