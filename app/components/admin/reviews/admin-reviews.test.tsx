import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminReview, AdminReviewsPage } from '@common/reviews/contracts';
import { renderAccount } from '~/components/account/account-test-utils';
import { AdminReviews, reviewsAddress, type ReviewActions } from './admin-reviews';

// /admin/reviews as staff use it; what the API allows and e-mails is proven in server/api/reviews.

const review: AdminReview = {
  id: 3,
  product: { id: 9, name: 'Camisa de lino', slug: 'camisa-de-lino', image_url: null },
  rating: 2,
  fit: 'large',
  usual_size: 'M',
  bought_size: 'M',
  title: 'Muy grande',
  body: 'Me baila por todas partes.',
  photo: null,
  status: 'pending',
  status_label: 'Pendiente de moderación',
  rejection_reason: null,
  reply: null,
  created_at: '2026-11-20T10:00:00.000Z',
  author_name: 'Iván R.',
  author_email: 'ivan@example.com',
  order_number: 'TD-2026-000321',
  moderated_at: null,
  moderated_by: null,
  helpful_count: 0,
};
const page: AdminReviewsPage = { data: [review], counts: { pending: 1, published: 4, rejected: 0 }, current_page: 1, last_page: 1, per_page: 20, total: 1, from: 1, to: 1 };

describe('AdminReviews', () => {
  it('rejecting asks for the reason before any call, then sends it and shows the new state', async () => {
    const actions: ReviewActions = {
      publish: vi.fn(),
      reply: vi.fn(),
      reject: vi.fn(async (_id: number, reason: string) => ({ ...review, status: 'rejected' as const, status_label: 'Rechazada', rejection_reason: reason })),
    };
    renderAccount(<AdminReviews page={page} status="pending" actions={actions} />, '/admin/reviews');
    expect(screen.getByRole('link', { name: 'Pendientes 1' }).getAttribute('aria-current')).toBe('page');
    const item = screen.getByRole('article', { name: 'Camisa de lino' });
    fireEvent.click(within(item).getByRole('button', { name: 'Rechazar' }));
    const form = within(item).getByRole('form', { name: 'Rechazar la opinión de Iván R.' });
    fireEvent.click(within(form).getByRole('button', { name: 'Rechazar y avisar' }));
    expect(await within(form).findByText(/Explica el motivo/)).toBeTruthy();
    expect(actions.reject).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/Motivo del rechazo/), { target: { value: 'Habla de otra prenda, no de esta.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rechazar y avisar' }));
    await waitFor(() => expect(actions.reject).toHaveBeenCalledWith(3, 'Habla de otra prenda, no de esta.'));
    expect(await within(item).findByText('Rechazada. Hemos enviado el motivo a la clienta.')).toBeTruthy();
    expect(item.textContent).toContain('Motivo del rechazo: Habla de otra prenda, no de esta.');
    expect(screen.getByRole('link', { name: 'Rechazadas 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pendientes 0' })).toBeTruthy();
  });

  it('publishing keeps the review in its place with its new state, moves the counts and the focus to what happened', async () => {
    const actions: ReviewActions = {
      publish: vi.fn(async () => ({ ...review, status: 'published' as const, status_label: 'Publicada', moderated_by: 'Marta M.', moderated_at: '2026-11-21T09:00:00.000Z' })),
      reply: vi.fn(),
      reject: vi.fn(),
    };
    renderAccount(<AdminReviews page={page} status="pending" actions={actions} />, '/admin/reviews');
    const item = screen.getByRole('article', { name: 'Camisa de lino' });
    fireEvent.click(within(item).getByRole('button', { name: 'Publicar' }));
    const said = await within(item).findByText('Publicada. Hemos avisado a la clienta por email.');
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(within(item).queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(within(item).getByText('Publicada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pendientes 0' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Publicadas 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Todas 5' })).toBeTruthy();
  });

  it('reads the state and page from the address, the queue of pending ones by default', () => {
    expect(reviewsAddress(new URLSearchParams(''))).toEqual({ status: 'pending', page: 1 });
    expect(reviewsAddress(new URLSearchParams('estado=todas&pagina=3'))).toEqual({ status: undefined, page: 3 });
    expect(reviewsAddress(new URLSearchParams('estado=rechazadas&pagina=x'))).toEqual({ status: 'rejected', page: 1 });
  });
});
