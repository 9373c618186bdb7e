import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicCampaign } from '@common/campaigns/contracts';
import { makeProduct } from '~/components/product/test-product';
import CampaignPage, { loader, meta, untilText } from './campaign';

type LoaderArgs = Parameters<typeof loader>[0];

const product = (n: number) => makeProduct({ id: n, name: `Camisa ${n}`, slug: `camisa-${n}`, price: 41.93, stock_quantity: 10, variants: [], tags: [] });

function makeCampaign(overrides: Partial<PublicCampaign> = {}): PublicCampaign {
  return {
    name: 'Rebajas de enero',
    slug: 'rebajas-enero',
    public_text: 'Hasta un 30 % en camisas de lino.',
    offer_text: '-30 %',
    offer_kind: 'percent',
    state: 'activa',
    starts_at: '2027-01-06T23:00:00.000Z',
    ends_at: '2027-01-31T22:59:00.000Z',
    products: { data: [product(1), product(2)], current_page: 1, last_page: 2, per_page: 24, total: 26, from: 1, to: 2 },
    ...overrides,
  };
}

function call(slug: string, reply: { status: number; body?: unknown }, search = '') {
  const asked: string[] = [];
  const args = {
    params: { slug },
    request: new Request(`http://tienda.test/store/rebajas/${slug}${search}`),
    context: {
      nonce: '',
      requestId: 'test',
      apiFetch: async (path: string) => {
        asked.push(path);
        return new Response(JSON.stringify(reply.body ?? { message: 'Campaña no encontrada.' }), { status: reply.status });
      },
    },
  } as unknown as LoaderArgs;
  return { result: loader(args), asked };
}

function renderPage(campaign: PublicCampaign) {
  const Page = CampaignPage as unknown as (props: { loaderData: { campaign: PublicCampaign } }) => React.ReactNode;
  const router = createMemoryRouter([{ path: '/store/rebajas/:slug', element: <Page loaderData={{ campaign }} /> }], { initialEntries: [`/store/rebajas/${campaign.slug}`] });
  return render(<RouterProvider router={router} />);
}

describe('campaign page', () => {
  it('loads the campaign and the page of products the address asks for', async () => {
    const { result, asked } = call('rebajas-enero', { status: 200, body: { status: 'success', data: makeCampaign() } }, '?page=2');
    await expect(result).resolves.toMatchObject({ campaign: { name: 'Rebajas de enero' } });
    expect(asked).toEqual(['/api/campaigns/rebajas-enero?page=2&per_page=24']);
  });

  it('is the 404 page for a campaign the store does not show (missing, cancelled, not started) or a bad slug', async () => {
    for (const status of [404, 422]) {
      const thrown = (await call('no-existe', { status }).result.catch((error: unknown) => error)) as { init?: { status?: number } };
      expect(thrown.init?.status).toBe(404);
    }
  });

  it('shows the name as h1, its text, the offer, until when (peninsular time) and its products as store cards', () => {
    renderPage(makeCampaign());
    expect(screen.getByRole('heading', { level: 1, name: 'Rebajas de enero' })).toBeTruthy();
    expect(screen.getByText('Hasta un 30 % en camisas de lino.')).toBeTruthy();
    expect(screen.getByText('-30 %')).toBeTruthy();
    expect(screen.getByText('Hasta el 31 ene 2027, 23:59 (hora peninsular)')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Productos de la campaña' });
    expect(within(list).getByRole('link', { name: /Camisa 1/ })).toBeTruthy();
    expect(within(list).getByText('2 de 26 productos')).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Siguiente/ }).getAttribute('href')).toBe('/store/rebajas/rebajas-enero?page=2');
  });

  it('says so when no product is left', () => {
    renderPage(makeCampaign({ products: { data: [], current_page: 1, last_page: 1, per_page: 24, total: 0, from: null, to: null } }));
    expect(screen.getByRole('heading', { name: 'Ahora mismo no quedan productos en esta campaña' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver ofertas' }).getAttribute('href')).toBe('/store/offers');
  });

  it("says when a campaign starts or ended, in Madrid's time", () => {
    expect(untilText(makeCampaign({ state: 'programada' }))).toBe('Empieza el 7 ene 2027, 0:00 (hora peninsular)');
    expect(untilText(makeCampaign({ state: 'terminada' }))).toBe('Terminó el 31 ene 2027, 23:59 (hora peninsular)');
  });

  it("titles the page with the campaign's name, its text as description and its canonical address", () => {
    const args = {
      data: { campaign: makeCampaign() },
      matches: [{ id: 'root', data: { origin: 'https://tienda.test' } }],
      location: { pathname: '/store/rebajas/rebajas-enero', search: '?page=1&utm=x' },
    } as unknown as Parameters<typeof meta>[0];
    const tags = meta(args);
    expect(tags).toContainEqual({ title: 'Rebajas de enero · Tienda Diverso' });
    expect(tags).toContainEqual({ name: 'description', content: 'Hasta un 30 % en camisas de lino.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://tienda.test/store/rebajas/rebajas-enero' });
  });
});
