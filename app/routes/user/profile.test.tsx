import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import * as ProfileScreen from './profile';

beforeEach(() => resetAuthForTests());
afterEach(() => vi.unstubAllGlobals());

describe('Mi Perfil', () => {
  it('shows the photo and the details of the signed-in customer, asking the API only for a pending email change', async () => {
    setAuthUser(makeUser(['user'], { name: 'Lucía Fernández', email: 'lucia@example.es' }));
    const { calls } = mockFetch({ 'GET /api/user/email-change': { status: 200, body: { status: 'success', data: { pending: null } } } });
    renderScreen(ProfileScreen, '/user/profile');
    expect(await screen.findByRole('region', { name: 'Foto de perfil' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('lucia@example.es');
    expect(screen.getByRole('link', { name: /¿Quieres cambiar tu contraseña?/ }).getAttribute('href')).toBe('/user/security');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/user/email-change']);
    expect(screen.queryByText(/Pendiente de confirmar/)).toBeNull();
  });

  it('shows a new email waiting for its confirmation (issue 33)', async () => {
    setAuthUser(makeUser(['user'], { name: 'Lucía Fernández', email: 'lucia@example.es' }));
    const pending = { email: 'lucia.nueva@example.es', requested_at: '2026-11-29T10:00:00.000Z', expires_at: '2026-11-30T10:00:00.000Z' };
    mockFetch({ 'GET /api/user/email-change': { status: 200, body: { status: 'success', data: { pending } } } });
    renderScreen(ProfileScreen, '/user/profile');
    expect((await screen.findByText('Pendiente de confirmar: lucia.nueva@example.es')).textContent).toBe('Pendiente de confirmar: lucia.nueva@example.es');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('lucia@example.es');
    expect(screen.getByRole('button', { name: 'Cancelar el cambio' })).toBeTruthy();
  });

  it('sends a guest to /login', async () => {
    mockFetch({});
    renderScreen(ProfileScreen, '/user/profile');
    expect((await screen.findByTestId('where')).textContent).toBe('Login page /login?redirect=%2Fuser%2Fprofile');
  });
});
