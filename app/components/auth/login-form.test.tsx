import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTests, startAuth } from '~/lib/auth';
import { resolveLayout } from '~/lib/layout';
import Login, { handle } from '~/routes/login';
import { makeUser, mockFetch, renderRoutes } from './auth-test-utils';

function renderLogin(path = '/login') {
  return renderRoutes(path, [{ path: '/login', element: <Login /> }]);
}

function signIn(email = 'lucia@example.com', password = 'a-long-password') {
  fireEvent.input(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(async () => {
  resetAuthForTests();
  await startAuth();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Login screen', () => {
  it("shows 'Sign in to your account', email and password, 'Sign in' and 'Not a member? Register'", () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    const register = screen.getByRole('link', { name: 'Register' });
    expect(register.getAttribute('href')).toBe('/register');
    expect(register.parentElement?.textContent).toBe('Not a member? Register');
  });

  it('shows header, footer and widgets but not the ad banner', () => {
    expect(resolveLayout([{ handle }])).toMatchObject({
      adBanner: false,
      header: true,
      footer: true,
      accessibility: true,
      backToTop: true,
      cookieBanner: true,
    });
  });

  it('email and password are required before any call', () => {
    const { fetchMock } = mockFetch({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("422: 'Login Failed' with the server message, 'Try Again', and the message under the email field and the form", async () => {
    const message = 'These credentials do not match our records.';
    mockFetch({ 'POST /api/login': { status: 422, body: { message, errors: { email: [message] } } } });
    renderLogin();
    signIn();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Login Failed' })).toBeTruthy();
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeTruthy();
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('after the error dialog closes, focus goes to the field with the error, or to the first field', async () => {
    const message = 'These credentials do not match our records.';
    mockFetch({
      'POST /api/login': (call) =>
        (call.body as { password: string }).password === 'a-long-password'
          ? { status: 422, body: { message, errors: { password: [message] } } }
          : new TypeError('Failed to fetch'),
    });
    renderLogin();
    signIn();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));

    signIn('lucia@example.com', 'another-password');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email address')));
  });

  it("422 without a message: the invalid-credentials texts of the dialog and of the form", async () => {
    mockFetch({ 'POST /api/login': { status: 422, body: {} } });
    renderLogin();
    signIn();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Invalid credentials. Please check your email and password.')).toBeTruthy();
    expect(screen.getByText('Invalid credentials')).toBeTruthy();
  });

  it("other failures: 'An error occurred during login. Please try again.' in an 'Error' dialog with 'OK'", async () => {
    mockFetch({ 'POST /api/login': new TypeError('Failed to fetch') });
    renderLogin();
    signIn();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(within(dialog).getByText('An error occurred during login. Please try again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it("success: 'Login Successful', 'Continue' takes an administrator to the admin dashboard", async () => {
    const { calls } = mockFetch({ 'POST /api/login': { status: 200, body: { token: 'tok-a', user: makeUser(['super-admin']) } } });
    renderLogin();
    signIn('Admin@Example.com');
    const dialog = await screen.findByRole('alertdialog');
    expect(calls[0]?.body).toMatchObject({ email: 'Admin@Example.com', password: 'a-long-password' });
    expect(within(dialog).getByRole('heading', { name: 'Login Successful' })).toBeTruthy();
    expect(within(dialog).getByText('You have been successfully logged in.')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('tok-a');
    expect(window.localStorage.getItem('auth_token')).toBe('tok-a');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('where')).textContent).toBe('Admin dashboard /admin/dashboard');
  });

  it('success: a customer goes to guest.home', async () => {
    mockFetch({ 'POST /api/login': { status: 200, body: { token: 'tok-u', user: makeUser(['user']) } } });
    renderLogin();
    signIn();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('where')).textContent).toBe('Home /');
  });

  it('after a guard sent the guest here, success returns to the page they wanted; a foreign ?redirect= is ignored', async () => {
    mockFetch({ 'POST /api/login': { status: 200, body: { token: 'tok-r', user: makeUser(['user']) } } });
    renderLogin('/login?redirect=%2Fuser%2Fprofile');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register?redirect=%2Fuser%2Fprofile');
    signIn();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('where')).textContent).toBe('Elsewhere /user/profile');
  });

  it('a ?redirect= to another site is ignored', async () => {
    mockFetch({ 'POST /api/login': { status: 200, body: { token: 'tok-x', user: makeUser(['user']) } } });
    renderLogin('/login?redirect=https%3A%2F%2Fevil.example%2F');
    signIn();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('where')).textContent).toBe('Home /');
  });
});
