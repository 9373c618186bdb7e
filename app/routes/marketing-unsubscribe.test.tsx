import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useActionData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsubscribeView, type UnsubscribeOutcome, type UnsubscribeState } from './marketing-unsubscribe';

const TOKEN = 'A'.repeat(43);

/** The view at /baja, its form posting to an action that answers `outcome`. */
function renderPage(state: UnsubscribeState, outcome: UnsubscribeOutcome = { ok: true }) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/baja',
      Component: function Page() {
        return <UnsubscribeView token={state === 'invalid' ? '' : TOKEN} state={state} outcome={useActionData<typeof outcome>()} />;
      },
      action: async ({ request }) => {
        posted.push(await request.formData());
        return outcome;
      },
    },
  ]);
  render(<Stub initialEntries={[`/baja?token=${TOKEN}`]} />);
  return posted;
}

describe('/baja: unsubscribe from cart reminders', () => {
  it('asks first, with one button that posts the token (a mail scanner opening the link changes nothing)', async () => {
    const posted = renderPage('subscribed');
    expect(screen.getByRole('heading', { level: 1, name: 'Recordatorios de carrito' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect((await screen.findByRole('status')).textContent).toContain('Ya no recibirás recordatorios de carrito.');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get('token')).toBe(TOKEN);
  });

  it('says so when the unsubscribe failed, as an alert, and keeps the button to try again', async () => {
    const posted = renderPage('subscribed', { ok: false, retry: true, message: 'No hemos podido darte de baja ahora. Inténtalo de nuevo en un momento.' });
    fireEvent.click(screen.getByRole('button', { name: 'Darme de baja' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No hemos podido darte de baja ahora. Inténtalo de nuevo en un momento.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Darme de baja' }));
    await waitFor(() => expect(posted).toHaveLength(2));
  });

  it('confirms in words when the customer is already out', () => {
    renderPage('unsubscribed');
    expect(screen.getByRole('status').textContent).toContain('Ya no recibirás recordatorios de carrito.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ajustes de mi cuenta' }).getAttribute('href')).toBe('/user/settings');
  });

  it('says an unknown link does not work, and where to switch reminders off instead', () => {
    renderPage('invalid');
    expect(screen.getByText(/Este enlace de baja no es válido/).textContent).toContain('desactiva los recordatorios de carrito en los ajustes de tu cuenta');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
