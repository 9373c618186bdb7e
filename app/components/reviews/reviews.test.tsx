import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyReview, ProductReviews as Reviews, PublicReview, ReviewableProduct, ReviewEligibility } from '@common/reviews/contracts';
import { renderAccount } from '~/components/account/account-test-utils';
import { makeUser } from '~/components/auth/auth-test-utils';
import { makeProduct } from '~/components/product/test-product';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { productJsonLd } from '~/lib/seo/structured-data';
import { MyReviews } from './my-reviews';
import { ProductReviews } from './product-reviews';
import { ProductReviewsIsland } from './product-reviews-island';
import { ReviewsBadge, reviewsViewFrom } from './reviews-view';
import { WriteReviewAction } from './write-review-action';

// Reviews on the product page, the buyer's form and the JSON-LD stars (issue 25); what the API
// accepts, refuses and publishes is proven in server/api/reviews.

beforeEach(() => resetAuthForTests());

const review = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: 1,
  author_name: 'Carmen G.',
  rating: 4,
  fit: 'small',
  usual_size: 'M',
  bought_size: 'M',
  title: 'Bonita pero justa',
  body: 'Muy agradable. <script>alert(1)</script>',
  photo: null,
  helpful_count: 2,
  verified_purchase: true,
  created_at: '2026-11-20T10:00:00.000Z',
  reply: { text: '¡Gracias, Carmen!', replied_at: '2026-11-21T10:00:00.000Z' },
  ...overrides,
});

const reviews = (data: PublicReview[], summary: Partial<Reviews['summary']> = {}): Reviews => ({
  summary: { average: 4.5, count: 2, with_photos: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }, fit: { small: 1, true: 1, large: 0 }, ...summary },
  data,
  current_page: 1,
  last_page: 1,
  per_page: 6,
  total: data.length,
  from: data.length ? 1 : null,
  to: data.length || null,
});

describe('the product page reviews', () => {
  it('shows the average in words, the fit as buyers report it, and each review with its sizes, text as text and the store reply', () => {
    const view = { sort: 'newest' as const, withPhotos: false, page: 1 };
    renderAccount(<ProductReviews reviews={reviews([review(), review({ id: 2, author_name: 'Lola P.', rating: 5, fit: 'true', title: null, reply: null })])} view={view} productId={9} />, '/store/products/x');
    const section = screen.getByRole('region', { name: 'Opiniones' });
    expect(within(section).getAllByRole('img', { name: '4,5 de 5 estrellas' }).length).toBeGreaterThan(0);
    expect(section.textContent).toContain('2 opiniones de compras verificadas');
    expect(section.textContent).toMatch(/Pequeña50\s%/);
    const first = within(section).getByRole('article', { name: 'Opinión de Carmen G.' });
    expect(first.textContent).toContain('Le queda:Pequeña');
    expect(first.textContent).toContain('<script>alert(1)</script>');
    expect(first.querySelector('script')).toBeNull();
    expect(first.textContent).toContain('Respuesta de Tienda Diverso');
    expect(within(section).getByRole('link', { name: 'Más útiles' }).getAttribute('href')).toBe('/store/products/x?opiniones_orden=utiles#opiniones');
    expect(within(section).getByRole('link', { name: 'Más recientes' }).getAttribute('aria-current')).toBe('true');
    expect(within(section).getByRole('link', { name: /Escribir una opinión/ }).getAttribute('href')).toBe('/user/reviews?producto=9');
    // A guest's "Útil" leads to the sign-in and back here.
    expect(within(first).getByRole('link', { name: /Útil \(2\): inicia sesión/ }).getAttribute('href')).toBe('/login?redirect=%2Fstore%2Fproducts%2Fx%23opiniones');
  });

  it("on the product page a guest gets them as the server drew them; a signed-in customer's are drawn with the vote", async () => {
    const view = reviewsViewFrom(new URLSearchParams());
    const guest = renderAccount(<ProductReviewsIsland reviews={reviews([review()])} view={view} productId={9} />, '/store/products/x');
    expect(within(screen.getByRole('article', { name: 'Opinión de Carmen G.' })).getByRole('link', { name: /Útil \(2\): inicia sesión/ })).toBeTruthy();
    guest.unmount();
    // What the customer may do about their own review is asked of the API: left unanswered here.
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    act(() => setAuthUser(makeUser()));
    renderAccount(<ProductReviewsIsland reviews={reviews([review()])} view={view} productId={9} />, '/store/products/x');
    const card = await screen.findByRole('article', { name: 'Opinión de Carmen G.' });
    expect(await within(card).findByRole('button', { name: 'Útil (2)' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('before the first review: an invitation, no stars beside the title', () => {
    const empty = reviews([], { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, fit: { small: 0, true: 0, large: 0 } });
    renderAccount(
      <>
        <ReviewsBadge reviews={empty} />
        <ProductReviews reviews={empty} view={{ sort: 'newest', withPhotos: false, page: 1 }} productId={9} />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('region', { name: 'Opiniones' }).textContent).toContain('Aún no hay opiniones de esta prenda');
  });

  it('reads the view from the address, and anything else is the first page, newest first', () => {
    expect(reviewsViewFrom(new URLSearchParams('opiniones_orden=utiles&opiniones_fotos=1&opiniones_pagina=3'))).toEqual({ sort: 'useful', withPhotos: true, page: 3 });
    expect(reviewsViewFrom(new URLSearchParams('opiniones_orden=peor&opiniones_pagina=-1'))).toEqual({ sort: 'newest', withPhotos: false, page: 1 });
  });

  it('the JSON-LD carries aggregateRating and the reviews only once there are published ones', () => {
    const product = makeProduct({ slug: 'camisa' });
    const without = productJsonLd(product, 'https://tienda.test/store/products/camisa', { summary: reviews([]).summary && { ...reviews([]).summary, count: 0, average: null }, newest: [] });
    expect(without).not.toHaveProperty('aggregateRating');
    const withReviews = productJsonLd(product, 'https://tienda.test/store/products/camisa', { summary: reviews([]).summary, newest: [review()] }) as Record<string, unknown>;
    expect(withReviews.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(withReviews.review).toEqual([
      expect.objectContaining({ '@type': 'Review', author: { '@type': 'Person', name: 'Carmen G.' }, reviewRating: expect.objectContaining({ ratingValue: 4 }), datePublished: '2026-11-20' }),
    ]);
  });
});

describe("the product page's way to review", () => {
  const answer = (state: ReviewEligibility['state'], review: ReviewEligibility['review'] = null): ReviewEligibility => ({ product_id: 9, state, bought_size: null, review });

  it('a visitor not signed in gets the link to the form (which asks them to sign in), and nothing is asked of the API', () => {
    const load = vi.fn();
    renderAccount(<WriteReviewAction productId={9} load={load} />);
    expect(screen.getByRole('link', { name: 'Escribir una opinión' }).getAttribute('href')).toBe('/user/reviews?producto=9');
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['can_review' as const, null, /Escribir una opinión/],
    ['awaiting_delivery' as const, null, /Podrás opinar sobre esta prenda cuando te llegue tu pedido/],
    ['not_bought' as const, null, /Solo pueden opinar quienes la han comprado/],
    ['reviewed' as const, { id: 4, status: 'pending' as const, status_label: 'Pendiente de moderación' }, /Ya has opinado sobre esta prenda \(pendiente de moderación\)/],
  ])('a signed-in customer sees what they may do: %s', async (state, review, text) => {
    const load = vi.fn(async () => answer(state, review));
    act(() => setAuthUser(makeUser()));
    renderAccount(<WriteReviewAction productId={9} load={load} />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(load).toHaveBeenCalledWith(9, expect.any(AbortSignal));
    const write = screen.queryByRole('link', { name: 'Escribir una opinión' });
    expect(Boolean(write)).toBe(state === 'can_review');
    if (state === 'reviewed') expect(screen.getByRole('link', { name: 'Ver tu opinión' }).getAttribute('href')).toBe('/user/reviews');
  });
});

describe("the buyer's form in Mis opiniones", () => {
  const item: ReviewableProduct = { product: { id: 9, name: 'Camisa de lino', slug: 'camisa-lino', image_url: null }, bought_size: 'M', order_number: 'TD-2026-000123', delivered_at: '2026-11-20T10:00:00.000Z' };

  it('opens from ?producto=, says what is missing per field before sending, then sends the form and shows the review as pending', async () => {
    const sent: FormData[] = [];
    const send = vi.fn(async (form: FormData) => {
      sent.push(form);
      return {
        id: 5,
        product: item.product,
        rating: 5,
        fit: 'true',
        usual_size: 'M',
        bought_size: 'M',
        title: null,
        body: null,
        photo: null,
        status: 'pending',
        status_label: 'Pendiente de moderación',
        rejection_reason: null,
        reply: null,
        created_at: '2026-11-28T10:00:00.000Z',
      } satisfies MyReview;
    });
    renderAccount(<MyReviews overview={{ reviews: [], reviewable: [item] }} wantedProductId={9} send={send} remove={vi.fn()} />, '/user/reviews?producto=9');
    const form = screen.getByRole('form', { name: 'Tu opinión sobre Camisa de lino' });
    expect((within(form).getByLabelText(/Talla que compraste/) as HTMLInputElement).value).toBe('M');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar opinión' }));
    expect(await within(form).findByText('Elige de 1 a 5 estrellas.')).toBeTruthy();
    expect(within(form).getByText('Dinos qué tal te queda: pequeña, justa o grande.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByRole('radio', { name: /5 estrellas: Me encanta/ }));
    fireEvent.click(within(form).getByRole('radio', { name: /Justa/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar opinión' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({ product_id: '9', rating: '5', fit: 'true', usual_size: 'M', bought_size: 'M' });
    expect(await screen.findByText(/Hemos recibido tu opinión sobre «Camisa de lino»/)).toBeTruthy();
    expect(screen.getByText('Pendiente de moderación')).toBeTruthy();
    expect(screen.getByText('No tienes prendas entregadas sin opinar.')).toBeTruthy();
  });

  it('deleting one of theirs asks first, then shows the product to review again and says so', async () => {
    const rejected: MyReview = {
      id: 5,
      product: item.product,
      rating: 2,
      fit: 'large',
      usual_size: 'S',
      bought_size: 'S',
      title: 'Demasiado ancha',
      body: 'Llamadme al 600 123 456.',
      photo: null,
      status: 'rejected',
      status_label: 'Rechazada',
      rejection_reason: 'Incluye un teléfono personal',
      reply: null,
      created_at: '2026-11-20T10:00:00.000Z',
    };
    const remove = vi.fn(async () => ({ reviews: [], reviewable: [item] }));
    renderAccount(<MyReviews overview={{ reviews: [rejected], reviewable: [] }} wantedProductId={null} send={vi.fn()} remove={remove} />);
    expect(screen.getByText(/Incluye un teléfono personal/).textContent).toContain('Si quieres, bórrala y escribe otra.');

    fireEvent.click(screen.getByRole('button', { name: 'Borrar opinión sobre Camisa de lino' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar tu opinión?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Borrar opinión sobre Camisa de lino' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Borrar tu opinión?' })).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(5));
    const said = await screen.findByText('Hemos borrado tu opinión sobre «Camisa de lino».');
    await waitFor(() => expect(document.activeElement).toBe(said.closest('p')));
    expect(screen.queryByText('Demasiado ancha')).toBeNull();
    const toReview = screen.getByRole('region', { name: 'Pendientes de opinar' });
    expect(within(toReview).getByRole('button', { name: 'Escribir una opinión' })).toBeTruthy();
  });

  it('a product that is not theirs to review says why', () => {
    renderAccount(<MyReviews overview={{ reviews: [], reviewable: [] }} wantedProductId={77} send={vi.fn()} remove={vi.fn()} />);
    expect(screen.getByText(/Solo puedes opinar sobre prendas de pedidos tuyos que ya te hemos entregado/)).toBeTruthy();
  });
});
