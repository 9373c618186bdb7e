import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { getAuthState, resetAuthForTests } from '~/lib/auth';
import * as EmailLink from './email-link';
import * as ForgotPassword from './forgot-password';
import * as ResetPassword from './reset-password';

// Issue 33: /forgot-password, /reset-password and the e-mail change's /email/confirmar and
// /email/deshacer, through their real loaders and actions, with the API answered by a stand-in for
// the in-process call (`context.apiFetch`).

const TOKEN = 'T'.repeat(43);

interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** An `apiFetch` answering by "METHOD /path" (query left out); what was asked is kept. */
function fakeApi(routes: Record<string, { status: number; body: unknown }>) {
  const calls: ApiCall[] = [];
  const apiFetch = async (path: string, init?: RequestInit) => {
    const url = new URL(path, 'http://test');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path: `${url.pathname}${url.search}`, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = routes[`${method} ${url.pathname}`] ?? { status: 404, body: { message: 'No encontrado' } };
    return Response.json(answer.body, { status: answer.status });
  };
  return { calls, apiFetch };
}

type RouteModule = { default: ComponentType<never>; loader?: unknown; action?: unknown };

function renderRoute(module: RouteModule, path: string, apiFetch: (path: string, init?: RequestInit) => Promise<Response>) {
  const Stub = createRoutesStub(
    [
      {
        path: new URL(path, 'http://test').pathname,
        Component: module.default as ComponentType,
        loader: module.loader as never,
        action: module.action as never,
        HydrateFallback: () => null,
      },
    ],
    { apiFetch } as never,
  );
  return render(<Stub initialEntries={[path]} />);
}

const success = (data: unknown) => ({ status: 200, body: { status: 'success', data } });
const REQUESTED = 'Si hay una cuenta con ese email, te hemos enviado un enlace para elegir una contraseña nueva. Caduca en 30 minutos.';

describe('/forgot-password', () => {
  it('posts the email and says the same sentence the API says for any address', async () => {
    const { calls, apiFetch } = fakeApi({ 'POST /api/password/forgot': success({ message: REQUESTED }) });
    renderRoute(ForgotPassword, '/forgot-password', apiFetch);
    expect(screen.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' lucia@example.es ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(REQUESTED);
    expect(status.textContent).toContain('Lo has pedido para lucia@example.es.');
    expect(calls).toEqual([{ method: 'POST', path: '/api/password/forgot', body: { email: 'lucia@example.es' } }]);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Pedir otro enlace' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows the 422 under the field, keeps what was typed and moves the focus there', async () => {
    const { apiFetch } = fakeApi({
      'POST /api/password/forgot': { status: 422, body: { message: 'Introduce un email válido (por ejemplo, nombre@correo.es).', errors: { email: ['Introduce un email válido (por ejemplo, nombre@correo.es).'] } } },
    });
    renderRoute(ForgotPassword, '/forgot-password', apiFetch);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lucia@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    const field = screen.getByLabelText<HTMLInputElement>('Email');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Introduce un email válido (por ejemplo, nombre@correo.es).')).toBeTruthy();
    expect(field.value).toBe('lucia@');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says the limit's message under the form when there were too many requests", async () => {
    const { apiFetch } = fakeApi({
      'POST /api/password/forgot': { status: 429, body: { message: 'Has pedido demasiados enlaces seguidos. Vuelve a probar dentro de 12 minutos.' } },
    });
    renderRoute(ForgotPassword, '/forgot-password', apiFetch);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lucia@example.es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText('Has pedido demasiados enlaces seguidos. Vuelve a probar dentro de 12 minutos.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
  });
});

describe('/reset-password', () => {
  const link = { 'GET /api/password/reset': success({ email: 'lucia@example.es', expires_at: '2026-11-29T10:30:00.000Z' }) };

  it('opening the link only reads it: the form for that account, the token and the username hidden', async () => {
    const { calls, apiFetch } = fakeApi(link);
    const { container } = renderRoute(ResetPassword, `/reset-password?token=${TOKEN}`, apiFetch);
    expect(await screen.findByLabelText('Contraseña nueva')).toBeTruthy();
    expect(screen.getByText('lucia@example.es')).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: `/api/password/reset?token=${TOKEN}`, body: undefined }]);
    expect(container.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe(TOKEN);
    const username = container.querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
    expect([username.value, username.hidden]).toEqual(['lucia@example.es', true]);
    expect(screen.getByLabelText('Contraseña nueva').getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows the password policy’s 422 under each field', async () => {
    const { apiFetch, calls } = fakeApi({
      ...link,
      'POST /api/password/reset': {
        status: 422,
        body: {
          message: 'Esta contraseña es demasiado común: elige otra.',
          errors: { password: ['Esta contraseña es demasiado común: elige otra.'], password_confirmation: ['Las contraseñas no coinciden.'] },
        },
      },
    });
    renderRoute(ResetPassword, `/reset-password?token=${TOKEN}`, apiFetch);
    fireEvent.change(await screen.findByLabelText('Contraseña nueva'), { target: { value: 'password1234' } });
    fireEvent.change(screen.getByLabelText('Repite la contraseña nueva'), { target: { value: 'password12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));
    await waitFor(() => expect(screen.getByLabelText('Contraseña nueva').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Esta contraseña es demasiado común: elige otra.')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(screen.getByLabelText('Repite la contraseña nueva').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Contraseña nueva')));
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/api/password/reset', body: { token: TOKEN, password: 'password1234', password_confirmation: 'password12345' } });
  });

  it('without JavaScript the saved password says so and leads to the login', async () => {
    const { apiFetch } = fakeApi({ ...link, 'POST /api/password/reset': success({ email: 'lucia@example.es', revoked_sessions: 2 }) });
    renderRoute(ResetPassword, `/reset-password?token=${TOKEN}`, apiFetch);
    fireEvent.change(await screen.findByLabelText('Contraseña nueva'), { target: { value: 'cebolla-violeta-2026' } });
    fireEvent.change(screen.getByLabelText('Repite la contraseña nueva'), { target: { value: 'cebolla-violeta-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));
    expect((await screen.findByRole('status')).textContent).toContain('Tu contraseña ha cambiado.');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('a link that no longer works says so, at once or when the POST finds it used, and offers a new one', async () => {
    const { apiFetch } = fakeApi({ 'GET /api/password/reset': { status: 404, body: { message: 'Este enlace ya no sirve.' } } });
    renderRoute(ResetPassword, `/reset-password?token=${TOKEN}`, apiFetch);
    expect(await screen.findByText('Este enlace ya no sirve.')).toBeTruthy();
    expect(screen.queryByLabelText('Contraseña nueva')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/forgot-password');

    const used = fakeApi({ ...link, 'POST /api/password/reset': { status: 404, body: { message: 'Este enlace ya no sirve.' } } });
    document.body.innerHTML = '';
    renderRoute(ResetPassword, `/reset-password?token=${TOKEN}`, used.apiFetch);
    fireEvent.change(await screen.findByLabelText('Contraseña nueva'), { target: { value: 'cebolla-violeta-2026' } });
    fireEvent.change(screen.getByLabelText('Repite la contraseña nueva'), { target: { value: 'cebolla-violeta-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Este enlace ya no sirve.');
  });

  it('a malformed token never reaches the API', async () => {
    const { calls, apiFetch } = fakeApi(link);
    renderRoute(ResetPassword, '/reset-password?token=corto', apiFetch);
    expect(await screen.findByText('Este enlace ya no sirve.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  describe('with JavaScript', () => {
    beforeEach(() => resetAuthForTests());
    afterEach(() => vi.unstubAllGlobals());

    const request = () => {
      const form = new FormData();
      form.set('token', TOKEN);
      form.set('password', 'cebolla-violeta-2026');
      form.set('password_confirmation', 'cebolla-violeta-2026');
      return new Request('http://test/reset-password', { method: 'POST', body: form });
    };

    it('signs in with the new password through the ordinary login and goes to the account', async () => {
      const user = makeUser(['user'], { email: 'lucia@example.es' });
      const { calls } = mockFetch({ 'POST /api/login': { status: 200, body: { token: 'td_nuevo', user } } });
      const answer = await ResetPassword.clientAction({ request: request(), serverAction: async () => ({ ok: true, email: 'lucia@example.es' }) } as never);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('Location')).toBe('/user/dashboard');
      expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/login', body: { email: 'lucia@example.es', password: 'cebolla-violeta-2026' } });
      expect(getAuthState()).toMatchObject({ status: 'authenticated', user: { email: 'lucia@example.es' } });
    });

    it('leaves the sign-in to the login page when it fails, the password being changed', async () => {
      mockFetch({ 'POST /api/login': { status: 429, body: { message: 'Too many login attempts. Please try again in 60 seconds.' } } });
      const answer = await ResetPassword.clientAction({ request: request(), serverAction: async () => ({ ok: true, email: 'lucia@example.es' }) } as never);
      expect(answer).toEqual({ ok: true, email: 'lucia@example.es' });
    });

    it('passes a refusal through untouched, without trying to sign in', async () => {
      const { fetchMock } = mockFetch({});
      const refusal = { ok: false, invalid: false, fieldErrors: { password: 'Esta contraseña es demasiado común: elige otra.' }, message: null };
      expect(await ResetPassword.clientAction({ request: request(), serverAction: async () => refusal } as never)).toEqual(refusal);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});

describe('/email/confirmar and /email/deshacer', () => {
  const confirmLink = { 'GET /api/email-change': success({ kind: 'confirm', email: 'lucia.nueva@example.es', expires_at: '2026-11-30T10:00:00.000Z' }) };
  const undoLink = { 'GET /api/email-change': success({ kind: 'undo', email: 'lucia@example.es', expires_at: '2026-12-06T10:00:00.000Z' }) };

  it('opening the confirmation link changes nothing: it says which address and waits for the button', async () => {
    const { calls, apiFetch } = fakeApi({ ...confirmLink, 'POST /api/email-change/confirm': success({ email: 'lucia.nueva@example.es', revoked_sessions: 0 }) });
    renderRoute(EmailLink, `/email/confirmar?token=${TOKEN}`, apiFetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirma tu nuevo email' })).toBeTruthy();
    expect(screen.getByText('lucia.nueva@example.es')).toBeTruthy();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar el cambio' }));
    expect((await screen.findByRole('status')).textContent).toContain('Listo: tu cuenta usa ahora lucia.nueva@example.es.');
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/api/email-change/confirm', body: { token: TOKEN } });
    expect(screen.getByRole('link', { name: 'Ir a mi perfil' }).getAttribute('href')).toBe('/user/profile');
  });

  it('the undo link puts the old address back, says the sessions are closed and offers a new password', async () => {
    const { calls, apiFetch } = fakeApi({ ...undoLink, 'POST /api/email-change/undo': success({ email: 'lucia@example.es', revoked_sessions: 3 }) });
    renderRoute(EmailLink, `/email/deshacer?token=${TOKEN}`, apiFetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deshacer el cambio de email' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer el cambio' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Tu cuenta vuelve a usar lucia@example.es.');
    expect(status.textContent).toContain('Hemos cerrado todas sus sesiones.');
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/email-change/undo');
    expect(screen.getByRole('link', { name: 'Elegir una contraseña nueva' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("a confirmation link opened at the undo page is not that page's", async () => {
    const { calls, apiFetch } = fakeApi(confirmLink);
    renderRoute(EmailLink, `/email/deshacer?token=${TOKEN}`, apiFetch);
    expect(await screen.findByText(/Este enlace ya no sirve/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('an address another account took meanwhile: the 409 message as an alert, without the button', async () => {
    const taken = 'Otra cuenta usa ya esta dirección, así que no podemos ponerla en la tuya. Si necesitas ayuda, escríbenos.';
    const { apiFetch } = fakeApi({ ...confirmLink, 'POST /api/email-change/confirm': { status: 409, body: { message: taken } } });
    renderRoute(EmailLink, `/email/confirmar?token=${TOKEN}`, apiFetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar el cambio' }));
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect(screen.queryByRole('button', { name: 'Confirmar el cambio' })).toBeNull();
  });

  it('a failure worth retrying keeps the button', async () => {
    const { apiFetch } = fakeApi({ ...confirmLink, 'POST /api/email-change/confirm': { status: 429, body: { message: 'Demasiados intentos seguidos. Vuelve a probar dentro de 3 minutos.' } } });
    renderRoute(EmailLink, `/email/confirmar?token=${TOKEN}`, apiFetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar el cambio' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Demasiados intentos seguidos. Vuelve a probar dentro de 3 minutos.');
    expect(screen.getByRole('button', { name: 'Confirmar el cambio' })).toBeTruthy();
  });
});
