import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createUser } from '../../../tests/factories';
import { auditLog, mailOutbox, returns, supportConversations, supportMessages } from '../../db/schema';
import { insertTestOrder } from '../orders/test-orders';
import { GUEST_NOT_FOUND } from './support-service';

// Support conversations (issue 21): the customer's, the guest's (order number + e-mail) and the
// staff's side; who sees what, the 422s that change nothing, the reply e-mail and the audit.

describe('support conversations', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#7E4015' } }).jpeg().toBuffer();
  });

  /** A multipart form of text fields and, optionally, a photo. */
  function form(fields: Record<string, string>, file?: { data: Buffer; name?: string; type?: string }) {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    if (file) data.append('photo', new File([new Uint8Array(file.data)], file.name ?? 'foto.jpg', { type: file.type ?? 'image/jpeg' }));
    return data;
  }
  const post = (url: string, body: FormData | object, headers: Record<string, string> = {}) =>
    api.app.request(url, {
      method: 'POST',
      headers: body instanceof FormData ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  /** Every guest test comes from its own address, so the per-IP limit is only met where a test wants it. */
  const fromIp = () => ({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` });
  const rows = async () => {
    const [conversations] = await db().select({ n: count() }).from(supportConversations);
    const [messages] = await db().select({ n: count() }).from(supportMessages);
    return { conversations: conversations!.n, messages: messages!.n };
  };
  const open = async (auth: Record<string, string>, fields: Record<string, string> = {}, file?: { data: Buffer }) => {
    const res = await post('/api/user/support', form({ topic: 'pedido', subject: 'Dónde está mi pedido', message: 'Hola, mi pedido no ha llegado todavía.', ...fields }, file), auth);
    return { status: res.status, body: await res.json() };
  };

  it('a customer opens a conversation about their order with a photo, re-encoded, and lists it', async () => {
    const ana = await createUser(db());
    const order = await insertTestOrder(db(), { userId: ana.user.id, email: ana.user.email });
    const { status, body } = await open(ana.auth, { order_number: order.number.toLowerCase() }, { data: photo });
    expect(status).toBe(201);
    const conversation = body.data;
    expect(conversation).toMatchObject({ topic: 'pedido', topic_label: 'Mi pedido', status: 'open', status_label: 'Abierta', order_number: order.number, can_resolve: true });
    expect(conversation.messages).toHaveLength(1);
    const attachment = conversation.messages[0].attachment;
    expect(attachment).toMatchObject({ width: 1600, height: 1200 });
    expect(attachment.url).toMatch(/^\/storage\/support\/[0-9a-f]{32}\.webp$/);
    const served = await api.app.request(attachment.url);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    const list = await api.get('/api/user/support', ana.auth);
    expect(list.body.data.conversations.map((c: { id: number }) => c.id)).toEqual([conversation.id]);
    expect(list.body.data.conversations[0]).toMatchObject({ message_count: 1, last_message_author: 'customer' });
    expect(list.body.data.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
  });

  it('a customer sees only their own conversations: another one answers as a missing one', async () => {
    const [ana, bea] = await Promise.all([createUser(db()), createUser(db())]);
    const { body } = await open(ana.auth);
    const id = body.data.id;
    const before = await rows();
    for (const res of [
      await api.app.request(`/api/user/support/${id}`, { headers: bea.auth }),
      await post(`/api/user/support/${id}/messages`, form({ message: 'Me cuelo en la conversación.' }), bea.auth),
      await post(`/api/user/support/${id}/resolve`, {}, bea.auth),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('No encontramos esa conversación.');
    }
    expect((await api.get('/api/user/support', bea.auth)).body.data.conversations).toEqual([]);
    expect(await rows()).toEqual(before);
    expect((await api.app.request(`/api/user/support/${id}`)).status).toBe(401);
  });

  it('refuses bad input with a 422 per field and stores nothing', async () => {
    const [ana, bea] = await Promise.all([createUser(db()), createUser(db())]);
    const beasOrder = await insertTestOrder(db(), { userId: bea.user.id });
    const before = await rows();

    const empty = await open(ana.auth, { message: '   ', subject: 'Hola\u0007', topic: 'quejas' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ message: ['Escribe tu mensaje.'], subject: [expect.stringMatching(/caracteres no válidos/)], topic: ['Elige de qué trata tu consulta.'] });

    const notHers = await open(ana.auth, { order_number: beasOrder.number, return_id: '987654' });
    expect(notHers.status).toBe(422);
    expect(notHers.body.errors).toEqual({ order_number: ['No encontramos ese pedido en tu cuenta.'], return_id: ['No encontramos esa devolución en tu cuenta.'] });

    // 10 MB: read whole (the form's own limit is higher) and refused on its field.
    const huge = await open(ana.auth, {}, { data: Buffer.alloc(10 * 1024 * 1024, 1) });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.photo).toEqual(['La foto no puede superar 2 MB.']);

    const notAnImage = await open(ana.auth, { order_number: beasOrder.number }, { data: Buffer.from('<?php echo 1; ?>') });
    expect(notAnImage.status).toBe(422);
    expect(notAnImage.body.errors).toEqual({ order_number: [expect.any(String)], photo: [expect.stringMatching(/no es una imagen válida/)] });

    const { body } = await open(ana.auth);
    const afterOne = await rows();
    const nul = await post(`/api/user/support/${body.data.id}/messages`, form({ message: 'Hola\u0000' }), ana.auth);
    expect(nul.status).toBe(422);
    expect((await nul.json()).errors.message).toBeDefined();
    expect(await rows()).toEqual(afterOne);
    expect(afterOne).toEqual({ conversations: before.conversations + 1, messages: before.messages + 1 });
  });

  it('a guest reaches their conversations only with the number and e-mail of an order made without an account', async () => {
    const order = await insertTestOrder(db(), { email: 'invitada@example.com', customerName: 'Irene Invitada' });
    const account = await createUser(db());
    const accountOrder = await insertTestOrder(db(), { userId: account.user.id, email: account.user.email });
    const ip = fromIp();

    const opened = await post(
      '/api/support/guest/conversations',
      form({ number: order.number, email: 'Invitada@Example.com', topic: 'talla', subject: 'Cambio de talla', message: 'La camiseta me queda pequeña.' }, { data: photo }),
      ip,
    );
    expect(opened.status).toBe(201);
    const conversation = (await opened.json()).data;
    expect(conversation).toMatchObject({ order_number: order.number, status: 'open', topic: 'talla' });
    const [stored] = await db().select().from(supportConversations).where(eq(supportConversations.id, conversation.id));
    expect(stored).toMatchObject({ userId: null, email: 'invitada@example.com', customerName: 'Irene Invitada', orderId: order.id });

    const access = { number: order.number, email: 'invitada@example.com' };
    const list = await post('/api/support/guest', access, ip);
    expect((await list.json()).data).toMatchObject({ order_number: order.number, customer_name: 'Irene Invitada', conversations: [{ id: conversation.id }] });
    const read = await post(`/api/support/guest/conversations/${conversation.id}/view`, access, ip);
    expect((await read.json()).data.messages).toHaveLength(1);

    const before = await rows();
    const refusals = [
      await post('/api/support/guest', { ...access, email: 'otra@example.com' }, ip),
      await post('/api/support/guest', { number: accountOrder.number, email: account.user.email }, ip),
      await post(`/api/support/guest/conversations/${conversation.id}/view`, { number: accountOrder.number, email: account.user.email }, ip),
      await post(`/api/support/guest/conversations/${conversation.id}/messages`, form({ number: order.number, email: 'otra@example.com', message: 'Hola' }), ip),
      await post('/api/support/guest/conversations', form({ number: 'TD-2026-999999', email: 'invitada@example.com', topic: 'otro', subject: 'Hola', message: 'Hola' }), ip),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(GUEST_NOT_FOUND);
    }
    // The account's customer does not see a guest's conversation either.
    expect((await api.app.request(`/api/user/support/${conversation.id}`, { headers: account.auth })).status).toBe(404);
    expect(await rows()).toEqual(before);

    const bad = await post('/api/support/guest', { number: 'pedido 5', email: 'no-es-un-email' }, ip);
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['email', 'number']);
  });

  it('staff: inbox views, assign, reply (e-mailed, waiting for the customer), internal note (never shown), close; every write audited', async () => {
    const ana = await createUser(db(), { name: 'Ana Clienta' });
    const order = await insertTestOrder(db(), { userId: ana.user.id, email: ana.user.email });
    const staff = await createUser(db(), { roles: ['admin'], name: 'Marta Soporte' });
    const [ret] = await db()
      .insert(returns)
      .values({
        number: `DV-2026-${String(Date.now()).slice(-6)}`,
        orderId: order.id,
        userId: ana.user.id,
        kind: 'return',
        status: 'requested',
        pickupAddress: order.shippingAddress,
        refundMethod: 'original',
        sheetTokenHash: 'x'.repeat(64),
      })
      .returning();
    const { body } = await open(ana.auth, { subject: `Consulta ${randomBytes(3).toString('hex')}`, return_id: String(ret!.id) });
    const id: number = body.data.id;
    expect(body.data).toMatchObject({ return_number: ret!.number, order_number: order.number });
    const search = encodeURIComponent(body.data.subject);

    const inbox = async (view: string) => (await api.get(`/api/admin/support?view=${view}&search=${search}`, staff.auth)).body.data;
    const unassigned = await inbox('unassigned');
    expect(unassigned.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(unassigned.data[0]).toMatchObject({ customer_name: 'Ana Clienta', is_guest: false, assigned_to: null, status_label: 'Abierta' });
    expect(unassigned.view_counts).toEqual({ unassigned: 1, mine: 0, waiting: 0, all: 1 });

    const assigned = await post(`/api/admin/support/${id}/assign`, { user_id: staff.user.id }, staff.auth);
    expect(assigned.status).toBe(200);
    const thread = (await assigned.json()).data;
    expect(thread.assigned_to).toEqual({ id: staff.user.id, name: 'Marta Soporte' });
    expect(thread.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
    expect(thread.returns).toEqual([expect.objectContaining({ number: ret!.number, status_label: 'Solicitada', order_number: order.number })]);
    expect(thread.assignable).toContainEqual({ id: staff.user.id, name: 'Marta Soporte' });
    expect((await inbox('mine')).view_counts).toMatchObject({ unassigned: 0, mine: 1 });

    const note = await post(`/api/admin/support/${id}/messages`, { message: 'Revisar con almacén antes de responder.', internal: true }, staff.auth);
    expect(note.status).toBe(201);
    expect((await note.json()).data).toMatchObject({ status: 'open', messages: [{}, { is_internal: true }] });

    const reply = await post(`/api/admin/support/${id}/messages`, { message: 'Hola, Ana: tu pedido sale hoy.' }, staff.auth);
    expect((await reply.json()).data).toMatchObject({ status: 'waiting_customer' });
    expect((await inbox('waiting')).data.map((r: { id: number }) => r.id)).toEqual([id]);

    const seen = (await api.get(`/api/user/support/${id}`, ana.auth)).body.data;
    expect(seen).toMatchObject({ status: 'waiting_customer', status_label: 'Esperando tu respuesta' });
    expect(seen.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['customer', 'Hola, mi pedido no ha llegado todavía.'],
      ['staff', 'Hola, Ana: tu pedido sale hoy.'],
    ]);
    expect(JSON.stringify(seen)).not.toContain('almacén');

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, ana.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'support-reply', userId: ana.user.id });
    expect(mails[0]!.text).toContain(`/user/support?c=${id}`);
    expect(mails[0]!.text).toContain('tu pedido sale hoy');
    expect(mails[0]!.html + mails[0]!.text).not.toContain('almacén');

    const again = await post(`/api/user/support/${id}/messages`, form({ message: 'Gracias, quedo atenta.' }), ana.auth);
    expect((await again.json()).data.status).toBe('open');

    const closed = await post(`/api/admin/support/${id}/close`, {}, staff.auth);
    expect((await closed.json()).data).toMatchObject({ status: 'resolved', can_close: false });
    expect((await post(`/api/admin/support/${id}/close`, {}, staff.auth)).status).toBe(409);
    expect((await post(`/api/user/support/${id}/resolve`, {}, ana.auth)).status).toBe(409);

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'support_conversation'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['assign', 'close', 'note', 'reply']);
    expect(audit.every((a) => a.actorId === staff.user.id)).toBe(true);
  });

  it('staff assign only to people who may answer; a reply to a guest points to the contact page; the customer resolves', async () => {
    const staff = await createUser(db(), { roles: ['admin'] });
    const editor = await createUser(db(), { roles: ['editor'] });
    const order = await insertTestOrder(db(), { email: 'otra-invitada@example.com' });
    const opened = await post(
      '/api/support/guest/conversations',
      form({ number: order.number, email: order.email, topic: 'pago', subject: 'Cobro doble', message: 'Me habéis cobrado dos veces.' }),
      fromIp(),
    );
    const id: number = (await opened.json()).data.id;

    const wrong = await post(`/api/admin/support/${id}/assign`, { user_id: editor.user.id }, staff.auth);
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).errors)).toEqual(['user_id']);
    expect((await api.app.request(`/api/admin/support/${id}`, { headers: editor.auth })).status).toBe(403);

    await post(`/api/admin/support/${id}/messages`, { message: 'Ya lo hemos devuelto.' }, staff.auth);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, order.email));
    expect(mail!.userId).toBeNull();
    expect(mail!.text).toContain('/help/contact#soporte');
    // The first reply takes the unassigned conversation.
    expect((await api.get(`/api/admin/support/${id}`, staff.auth)).body.data.assigned_to.id).toBe(staff.user.id);

    const resolved = await post(`/api/support/guest/conversations/${id}/resolve`, { number: order.number, email: order.email }, fromIp());
    expect((await resolved.json()).data).toMatchObject({ status: 'resolved', status_label: 'Resuelta', can_resolve: false });
  });

  it('limits a guest’s calls per IP address (429 with Retry-After)', async () => {
    const ip = fromIp();
    let last: Response | undefined;
    for (let i = 0; i < 41; i += 1) last = await post('/api/support/guest', { number: 'TD-2026-999998', email: 'nadie@example.com' }, ip);
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
