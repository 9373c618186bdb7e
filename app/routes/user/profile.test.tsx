import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import * as ProfileScreen from './profile';

beforeEach(() => resetAuthForTests());
afterEach(() => vi.unstubAllGlobals());

describe('Mi Perfil', () => {
  it("shows the photo and the details of the signed-in customer, without asking the API again", async () => {
    setAuthUser(makeUser(['user'], { name: 'Lucía Fernández', email: 'lucia@example.es' }));
    const { calls } = mockFetch({});
    renderScreen(ProfileScreen, '/user/profile');
    expect(await screen.findByRole('region', { name: 'Foto de perfil' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('lucia@example.es');
    expect(screen.getByRole('link', { name: /¿Quieres cambiar tu contraseña?/ }).getAttribute('href')).toBe('/user/security');
    expect(calls).toEqual([]);
  });

  it('sends a guest to /login', async () => {
    mockFetch({});
    renderScreen(ProfileScreen, '/user/profile');
    expect((await screen.findByTestId('where')).textContent).toBe('Login page /login?redirect=%2Fuser%2Fprofile');
  });
});
