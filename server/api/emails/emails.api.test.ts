import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createCustomRole, createUser, createUserWithRole } from '../../../tests/factories';
import { mailOutbox } from '../../db/schema';

describe('store e-mails API (/admin/emails)', () => {
  const api = setupApiTest();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const at = (iso: string) => new Date(iso);
    const rows = await api.db
      .insert(mailOutbox)
      .values([
        { toAddress: 'lucia@example.com', kind: 'order-confirmation', subject: 'Hemos recibido tu pedido TD-2026-000001', html: '<p>Gracias, Lucía</p><script>alert(1)</script>', text: 'Gracias, Lucía', createdAt: at('2026-11-01T10:00:00Z'), sentAt: at('2026-11-01T10:00:05Z') },
        { toAddress: 'marta@example.com', kind: 'order-shipped', subject: 'Tu pedido TD-2026-000002 está en camino', html: '<p>En camino</p>', text: 'En camino', createdAt: at('2026-11-02T10:00:00Z') },
        { toAddress: 'nadie@example.com', kind: 'order-confirmation', subject: 'Hemos recibido tu pedido TD-2026-000003', html: '<p>x</p>', text: 'x', createdAt: at('2026-11-03T10:00:00Z'), error: '550 5.1.1 mailbox unavailable' },
        { toAddress: 'lucia@example.com', kind: 'email-changed', subject: 'Tu correo de Tienda Diverso ha cambiado', html: '<p>y</p>', text: 'y', createdAt: at('2026-11-04T10:00:00Z') },
      ])
      .returning({ id: mailOutbox.id, kind: mailOutbox.kind, to: mailOutbox.toAddress });
    rows.forEach((row, i) => (ids[`m${i + 1}`] = row.id));
  });

  const list = (query = '', headers = api.admin) => api.get(`/api/admin/emails${query}`, headers);
  const subjects = (body: { data: { data: { subject: string }[] } }) => body.data.data.map((e) => e.subject);

  it('lists the e-mails newest first, paged, with their kind and state, without the bodies', async () => {
    const { status, body } = await list('?per_page=3');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(body.data.data.map((e: { id: number }) => e.id)).toEqual([ids.m4, ids.m3, ids.m2]);
    expect(body.data.data[1]).toEqual({
      id: ids.m3,
      to: 'nadie@example.com',
      subject: 'Hemos recibido tu pedido TD-2026-000003',
      kind: 'order-confirmation',
      kind_label: 'Confirmación de pedido',
      state: 'error',
      user_id: null,
      created_at: '2026-11-03T10:00:00.000Z',
      sent_at: null,
      error: '550 5.1.1 mailbox unavailable',
    });
    expect(body.data.data[2]).toMatchObject({ state: 'queued', kind_label: 'Pedido enviado' });
    expect(body.data.kinds).toEqual([
      { kind: 'email-changed', label: 'Cambio de email' },
      { kind: 'order-confirmation', label: 'Confirmación de pedido' },
      { kind: 'order-shipped', label: 'Pedido enviado' },
    ]);
    expect((await list('?per_page=3&page=2')).body.data.data.map((e: { state: string }) => e.state)).toEqual(['sent']);
  });

  it('searches the recipient and the subject, and filters by kind and state', async () => {
    expect(subjects((await list('?search=LUCIA@')).body)).toEqual(['Tu correo de Tienda Diverso ha cambiado', 'Hemos recibido tu pedido TD-2026-000001']);
    expect(subjects((await list('?search=000002')).body)).toEqual(['Tu pedido TD-2026-000002 está en camino']);
    expect(subjects((await list('?search=%25')).body)).toEqual([]);
    expect((await list('?kind=order-confirmation')).body.data.total).toBe(2);
    expect((await list('?kind=order-confirmation&state=sent')).body.data.data.map((e: { id: number }) => e.id)).toEqual([ids.m1]);
    expect((await list('?state=queued')).body.data.data.map((e: { id: number }) => e.id)).toEqual([ids.m4, ids.m2]);
    expect((await list('?state=error')).body.data.data.map((e: { id: number }) => e.id)).toEqual([ids.m3]);
  });

  it('refuses unknown filters with a 422 on the field', async () => {
    const bad = await list('?state=lost');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.state).toEqual(['Estado no válido: sent, queued o error.']);
    expect((await list('?kind=<b>')).status).toBe(422);
    expect((await list('?colour=red')).status).toBe(422);
  });

  it('gives one e-mail with its HTML and its text', async () => {
    const { status, body } = await api.get(`/api/admin/emails/${ids.m1}`, api.admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.m1,
      state: 'sent',
      sent_at: '2026-11-01T10:00:05.000Z',
      html: '<p>Gracias, Lucía</p><script>alert(1)</script>',
      text: 'Gracias, Lucía',
    });
    const missing = await api.get('/api/admin/emails/999999', api.admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Ese email no existe.');
  });

  it('is for staff with the emails.view permission only', async () => {
    const customer = await createUser(api.db);
    expect((await list('', {})).status).toBe(401);
    expect((await list('', customer.auth)).status).toBe(403);
    expect((await api.get(`/api/admin/emails/${ids.m1}`, customer.auth)).status).toBe(403);
    const editor = await createUser(api.db, { roles: ['editor'] });
    expect((await list('', editor.auth)).status).toBe(403);
    const reader = await createUserWithRole(api.db, (await createCustomRole(api.db, ['emails.view'])).id);
    expect((await list('', reader.auth)).status).toBe(200);
    expect((await api.get(`/api/admin/emails/${ids.m2}`, reader.auth)).status).toBe(200);
    const superAdmin = await createUser(api.db, { roles: ['super-admin'] });
    expect((await list('', superAdmin.auth)).status).toBe(200);
  });
});
