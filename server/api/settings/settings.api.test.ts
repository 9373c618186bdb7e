import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_STORE_SETTINGS, DEFAULT_STORE_SETTINGS, STORE_SETTINGS_DEFAULTS } from '../../../common/settings/contracts';
import { auditLog, storeSettings } from '../../db/schema';
import { setupApiTest } from '../../../tests/api-test';
import { createUser } from '../../../tests/factories';

const t = setupApiTest();

function put(body: unknown, headers: Record<string, string>) {
  return t.app.request('/api/admin/settings', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function storedRows() {
  return t.db.select().from(storeSettings);
}

describe('store settings', () => {
  it('answers the defaults, which are today\'s facts, to anyone while nothing is stored', async () => {
    const { status, body } = await t.get('/api/settings');
    expect(status).toBe(200);
    // payment_flow: the built-in test gateway takes the card in the store's own form (Redsys and Stripe: 'hosted').
    expect(body.data).toEqual(DEFAULT_PUBLIC_STORE_SETTINGS);
    expect(body.data.payment_flow).toBe('direct');
    expect(body.data).toMatchObject({ store_name: 'Tienda Diverso', vat_rate: 21, free_shipping_threshold: 60, support_email: 'support@tiendadiverso.es' });
    // Only the facts: who changed them and when is the back office's business.
    expect(body.data).not.toHaveProperty('updated_by');
    expect(body.data).not.toHaveProperty('updated_at');
  });

  it('shows the admin the settings with who changed them last (nobody yet)', async () => {
    const { status, body } = await t.get('/api/admin/settings', t.admin);
    expect(status).toBe(200);
    expect(body.data).toEqual({ settings: DEFAULT_STORE_SETTINGS, updated_at: null, updated_by: null });
  });

  it('refuses staff without settings.manage (403) and guests (401), and writes nothing', async () => {
    const editor = (await createUser(t.db, { roles: ['editor'] })).auth;
    expect((await t.get('/api/admin/settings', editor)).status).toBe(403);
    expect((await put({ ...STORE_SETTINGS_DEFAULTS, vat_rate: 10 }, editor)).status).toBe(403);
    expect((await put({ ...STORE_SETTINGS_DEFAULTS, vat_rate: 10 }, {})).status).toBe(401);
    expect(await storedRows()).toEqual([]);
  });

  it.each([
    ['store_name', '', 'El nombre de la tienda es obligatorio.'],
    ['tax_id', '12345678A', 'El NIF no es válido: revisa las cifras y la letra de control.'],
    ['tax_id', 'B1234567X', 'El NIF no es válido: revisa las cifras y la letra de control.'],
    ['contact_email', 'hola@', 'El email de contacto no es una dirección de email válida.'],
    ['phone', '12', 'El teléfono debe tener al menos 9 cifras (puede empezar por +).'],
    ['shipping_standard_fee', 4.955, 'El envío a península admite como mucho dos decimales.'],
    ['shipping_express_fee', -1, 'El envío exprés no puede ser negativo.'],
    ['free_shipping_threshold', '60', 'El envío gratuito debe ser un importe en euros.'],
    ['vat_rate', 101, 'El IVA no puede pasar del 100 %.'],
    ['maintenance_enabled', 'sí', 'Indica si la tienda está en mantenimiento.'],
    ['meta_description', 'x'.repeat(161), 'La descripción para buscadores admite como mucho 160 caracteres.'],
    ['social', { ...STORE_SETTINGS_DEFAULTS.social, instagram: 'http://instagram.com/x' }, 'El enlace de Instagram debe ser una dirección https:// completa.'],
  ] as const)('answers 422 on %s = %j in Spanish and writes nothing', async (field, value, message) => {
    const res = await put({ ...STORE_SETTINGS_DEFAULTS, [field]: value }, t.admin);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    const key = field === 'social' ? 'social.instagram' : field;
    expect(body.errors[key]).toEqual([message]);
    expect(await storedRows()).toEqual([]);
  });

  it.each([
    ['too long', 'x'.repeat(301), 'Los datos registrales admiten como mucho 300 caracteres.'],
    ['a line break', 'Inscrita en el Registro Mercantil de Madrid,\ntomo 12345', 'Los datos registrales no pueden llevar saltos de línea, tabuladores ni otros caracteres de control.'],
    ['a tab', 'Inscrita en el Registro Mercantil de Madrid,\ttomo 12345', 'Los datos registrales no pueden llevar saltos de línea, tabuladores ni otros caracteres de control.'],
    ['a NUL', 'Inscrita\u0000 en el Registro Mercantil', 'Contiene caracteres no válidos.'],
    ['a number', 12345, 'Los datos registrales deben ser un texto.'],
  ] as const)('answers 422 on registry data with %s, in Spanish, and writes nothing', async (_case, value, message) => {
    const res = await put({ ...STORE_SETTINGS_DEFAULTS, commercial_registry: value }, t.admin);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.commercial_registry).toEqual([message]);
    expect(await storedRows()).toEqual([]);
  });

  it('checks the opening hours day by day and refuses an unknown key', async () => {
    const hours = { ...STORE_SETTINGS_DEFAULTS.opening_hours, monday: { open: true, opens: '19:00', closes: '09:00' } };
    const res = await put({ ...STORE_SETTINGS_DEFAULTS, opening_hours: hours, colour: 'red' }, t.admin);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors['opening_hours.monday.closes']).toEqual(['La hora de cierre debe ser posterior a la de apertura.']);
    expect(body.errors.colour).toEqual(['Campo no admitido.']);
  });

  it('saves valid settings, serves them to the public at once and records the changed fields in the audit log', async () => {
    const next = {
      ...STORE_SETTINGS_DEFAULTS,
      legal_name: 'Diverso Moda S.L.',
      tax_id: 'b-1234567-4',
      free_shipping_threshold: 75.5,
      phone: '+34 910 000 000',
    };
    const res = await put(next, t.admin);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { data: { settings: Record<string, unknown>; updated_by: { name: string } | null; updated_at: string | null } };
    expect(saved.data.settings).toMatchObject({ legal_name: 'Diverso Moda S.L.', tax_id: 'B12345674', free_shipping_threshold: 75.5 });
    expect(saved.data.updated_by).not.toBeNull();
    expect(saved.data.updated_at).not.toBeNull();

    const { body } = await t.get('/api/settings');
    expect(body.data).toMatchObject({ free_shipping_threshold: 75.5, tax_id: 'B12345674', vat_rate: 21 });

    expect((await storedRows()).map((row) => row.key).sort()).toEqual(['free_shipping_threshold', 'legal_name', 'phone', 'tax_id']);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'settings'));
    expect(entry).toMatchObject({ action: 'update', entityId: 'store' });
    expect(entry!.changes).toEqual({
      legal_name: { before: 'Tienda Diverso', after: 'Diverso Moda S.L.' },
      tax_id: { before: '', after: 'B12345674' },
      free_shipping_threshold: { before: 60, after: 75.5 },
      phone: { before: '', after: '+34 910 000 000' },
    });
  });

  it('records nothing when a save changes nothing', async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'settings'));
    const { body } = await t.get('/api/admin/settings', t.admin);
    expect((await put(body.data.settings, t.admin)).status).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'settings'))).toHaveLength(before.length);
  });

  it('keeps the registry data (LSSI-CE art. 10): empty by default, saved trimmed, served to the public, cleared again', async () => {
    const current = (await t.get('/api/admin/settings', t.admin)).body.data.settings as Record<string, unknown>;
    expect(current.commercial_registry).toBe('');
    expect((await t.get('/api/settings')).body.data.commercial_registry).toBe('');
    const registry = 'Inscrita en el Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456';
    const res = await put({ ...current, commercial_registry: `  ${registry} ` }, t.admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { settings: Record<string, unknown> } }).data.settings.commercial_registry).toBe(registry);
    expect((await t.get('/api/settings')).body.data.commercial_registry).toBe(registry);
    expect((await t.get('/api/admin/settings', t.admin)).body.data.settings.commercial_registry).toBe(registry);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'settings')).orderBy(desc(auditLog.id));
    expect(entries[0]!.changes).toEqual({ commercial_registry: { before: '', after: registry } });

    expect((await put({ ...current, commercial_registry: 'x'.repeat(300) }, t.admin)).status).toBe(200);
    expect((await put({ ...current, commercial_registry: '' }, t.admin)).status).toBe(200);
    expect((await t.get('/api/settings')).body.data.commercial_registry).toBe('');
  });
});
