import { beforeAll, describe, expect, test } from 'vitest';
import { fetchWithToken, loginAsAdmin, registerCustomer, signedInWith } from './accounts';
import { MOBILE, setupSite, type Appearance } from './harness';

const site = setupSite();

// Support conversations (issue 21). One journey: staff answer a customer's conversation in the
// back-office and the customer reads the answer in their account. Then the new screens in the
// accessibility matrix (axe runs inside site.open() and again when each test ends): the customer's
// list, thread and new-conversation form, the staff inbox and thread, and the guests' way in on the
// contact page, each in both brand themes, once light and once dark, and the thread on a phone. Who may see what,
// the 422s and the e-mail are proven in server/api/support/support.api.test.ts.

const LOOKS: Record<string, Appearance> = {
  'ruediverso light': { theme: 'ruediverso', darkModePreference: 'light' },
  'divergente light': { theme: 'divergente', darkModePreference: 'light' },
  'ruediverso dark': { theme: 'ruediverso', darkModePreference: 'dark' },
  'divergente dark': { theme: 'divergente', darkModePreference: 'dark' },
};
/** Each screen in both brand themes, once light and once dark; across the file, every look. */
const PAIR_A = ['ruediverso light', 'divergente dark'];
const PAIR_B = ['divergente light', 'ruediverso dark'];

let customerToken = '';
let adminToken = '';
let journeyId = 0;
let matrixId = 0;

async function openConversation(token: string, subject: string, message: string): Promise<number> {
  const form = new FormData();
  form.set('topic', 'talla');
  form.set('subject', subject);
  form.set('message', message);
  const response = await fetchWithToken(site, '/api/user/support', token, { method: 'POST', body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/user/support answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  const [customer, admin] = await Promise.all([registerCustomer(site, 'Carmen Consulta'), loginAsAdmin(site)]);
  customerToken = customer.token;
  adminToken = admin.token;
  journeyId = await openConversation(customerToken, 'El vestido me queda grande', 'Hola, ¿puedo cambiar la talla L por una M?');
  matrixId = await openConversation(customerToken, 'Medidas del abrigo', 'Mido 1,70 m: ¿qué talla me recomendáis?');
  const reply = await fetchWithToken(site, `/api/admin/support/${matrixId}/messages`, adminToken, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'Te recomendamos la M: tiene un corte amplio.' }),
  });
  if (reply.status !== 201) throw new Error(`the staff reply answered ${reply.status}`);
});

test('staff answer a conversation in the back-office and the customer reads the answer in their account', async () => {
  const { page: staff } = await site.open(`/admin/support/${journeyId}`, { beforeNavigate: signedInWith(adminToken) });
  await staff.getByRole('heading', { level: 1, name: 'El vestido me queda grande' }).waitFor();
  await staff.getByLabel('Tu respuesta').fill('¡Claro! Te enviamos la M y el mensajero recoge la L.');
  await staff.getByRole('button', { name: 'Enviar respuesta' }).click();
  await staff.getByRole('article').filter({ hasText: 'Te enviamos la M' }).waitFor();

  const { page } = await site.open(`/user/support?c=${journeyId}`, { beforeNavigate: signedInWith(customerToken) });
  const thread = page.getByRole('list', { name: 'El vestido me queda grande' });
  await thread.getByText('Te enviamos la M y el mensajero recoge la L.').waitFor();
  expect(await page.getByText('Esperando tu respuesta').first().isVisible()).toBe(true);
});

describe('axe finds nothing on the support screens', () => {
  test.each(PAIR_A)('customer: the thread with a reply and the new-conversation form in %s', async (look) => {
    const signedIn = signedInWith(customerToken);
    const { page } = await site.open(`/user/support?c=${matrixId}`, { appearance: LOOKS[look], beforeNavigate: signedIn });
    await page.getByText('Te recomendamos la M: tiene un corte amplio.').waitFor();
    const form = await site.open('/user/support?nueva=1', { appearance: LOOKS[look], beforeNavigate: signedIn });
    await form.page.getByRole('form', { name: 'Nueva consulta' }).waitFor();
  });

  test.each(PAIR_B)('customer: the list of conversations in %s', async (look) => {
    const { page } = await site.open('/user/support', { appearance: LOOKS[look], beforeNavigate: signedInWith(customerToken) });
    await page.getByRole('list', { name: 'Tus conversaciones' }).waitFor();
  });

  test.each(PAIR_B)('staff: the inbox and a thread with its side panel in %s', async (look) => {
    const signedIn = signedInWith(adminToken);
    const { page } = await site.open('/admin/support', { appearance: LOOKS[look], beforeNavigate: signedIn });
    await page.getByRole('navigation', { name: 'Vistas de la bandeja' }).waitFor();
    const thread = await site.open(`/admin/support/${matrixId}`, { appearance: LOOKS[look], beforeNavigate: signedIn });
    await thread.page.getByRole('complementary', { name: 'La clienta' }).waitFor();
  });

  test.each(PAIR_A)('guests: the way in on the contact page in %s', async (look) => {
    const { page } = await site.open('/help/contact#soporte', { appearance: LOOKS[look] });
    await page.getByRole('form', { name: 'Entrar en soporte sin cuenta' }).waitFor();
  });

  test('the customer’s thread on a phone (390 px)', async () => {
    const { page } = await site.open(`/user/support?c=${matrixId}`, { viewport: MOBILE, beforeNavigate: signedInWith(customerToken) });
    await page.getByLabel('Tu mensaje').waitFor();
  });
});
