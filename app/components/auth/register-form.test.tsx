import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTests, startAuth } from '~/lib/auth';
import Register from '~/routes/register';
import { makeUser, mockFetch, renderRoutes } from './auth-test-utils';

function renderRegister(path = '/register') {
  return renderRoutes(path, [{ path: '/register', element: <Register /> }]);
}

function fill(values: Partial<Record<'Full name' | 'Email address' | 'Phone (optional)' | 'Password' | 'Confirm Password', string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  }
}

const VALID = {
  'Full name': 'Lucía Prueba',
  'Email address': 'lucia@example.com',
  Password: 'a-long-password',
  'Confirm Password': 'a-long-password',
} as const;

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

beforeEach(async () => {
  resetAuthForTests();
  await startAuth();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Register screen', () => {
  it("shows 'Create an account', the five fields, 'Sign up' and 'Are you a member? Login'", () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('autocomplete')).toBe('name');
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Phone (optional)').getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Confirm Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(login.parentElement?.textContent).toBe('Are you a member? Login');
  });

  it('the password toggle shows and hides the password', () => {
    renderRegister();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('checks the form on the client first: required fields and matching passwords, without calling the server', async () => {
    const { fetchMock } = mockFetch({});
    renderRegister();
    fill({ 'Email address': 'not-an-email', Password: 'a-long-password', 'Confirm Password': 'different-password' });
    submit();
    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('The name field is required.');
    const email = screen.getByLabelText('Email address');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The email must be a valid email address.',
    );
    const confirm = screen.getByLabelText('Confirm Password');
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The password confirmation does not match.',
    );
    expect(screen.getByLabelText('Phone (optional)').getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the 12-character rule under the password and checks it before calling the server', async () => {
    const { fetchMock } = mockFetch({});
    renderRegister();
    expect(screen.getByText('At least 12 characters: a phrase you remember works best.')).toBeTruthy();
    fill({ ...VALID, Password: '12345678', 'Confirm Password': '12345678' });
    submit();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The password must be at least 12 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a common password under the password", async () => {
    mockFetch({
      'POST /api/register': { status: 422, body: { message: 'This password is too common: choose another.', errors: { password: ['This password is too common: choose another.'] } } },
    });
    renderRegister();
    fill({ ...VALID, Password: 'Password1234', 'Confirm Password': 'Password1234' });
    submit();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(password.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'This password is too common: choose another.',
    );
  });

  it("shows 'Processing...' on a disabled button while the call runs", async () => {
    mockFetch({ 'POST /api/register': new Promise<never>(() => {}) });
    renderRegister();
    fill(VALID);
    submit();
    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("422: the first message of each field under it, the server message under the form and in a 'Registration Failed' dialog", async () => {
    const { calls } = mockFetch({
      'POST /api/register': {
        status: 422,
        body: {
          message: 'The email has already been taken.',
          errors: { email: ['The email has already been taken.', 'A second message that is not shown.'], phone: ['The phone format is invalid.'] },
        },
      },
    });
    renderRegister();
    fill({ ...VALID, 'Phone (optional)': '600 123 456' });
    submit();

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Registration Failed' })).toBeTruthy();
    expect(within(dialog).getByText('The email has already been taken.')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ name: 'Lucía Prueba', email: 'lucia@example.com', phone: '600 123 456' });

    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('The email has already been taken.');
    expect(screen.queryByText('A second message that is not shown.')).toBeNull();
    expect(screen.getByText('The phone format is invalid.')).toBeTruthy();
    const form = email.closest('form')!;
    expect(within(form).getByText('The email has already been taken.', { selector: 'div[aria-live] span' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });

  it("422 without a message: dialog 'Please check the form for errors.' and 'Validation failed' under the form", async () => {
    mockFetch({ 'POST /api/register': { status: 422, body: { errors: { name: ['The name field is required.'] } } } });
    renderRegister();
    fill(VALID);
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Please check the form for errors.')).toBeTruthy();
    expect(screen.getByText('Validation failed')).toBeTruthy();
  });

  it("other failures: dialog 'Error' with the registration error text and 'OK'", async () => {
    mockFetch({ 'POST /api/register': { status: 500, body: { message: 'Internal Server Error' } } });
    renderRegister();
    fill(VALID);
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(within(dialog).getByText('An error occurred during registration. Please try again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('429: the server message in the same error dialog', async () => {
    mockFetch({ 'POST /api/register': { status: 429, body: { message: 'Too many attempts. Try again in 60 seconds.' } } });
    renderRegister();
    fill(VALID);
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(within(dialog).getByText('Too many attempts. Try again in 60 seconds.')).toBeTruthy();
  });

  it("success: 'Registration Successful', both token keys saved, 'Go to Dashboard' leads a customer to guest.home", async () => {
    mockFetch({ 'POST /api/register': { status: 201, body: { token: 'tok-1', user: makeUser(['user']) } } });
    renderRegister();
    fill(VALID);
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Registration Successful' })).toBeTruthy();
    expect(within(dialog).getByText('Your account has been created successfully!')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(window.localStorage.getItem('auth_token')).toBe('tok-1');
    // Signing up on this page does not make the guest-only guard bounce the visitor away first.
    expect(screen.getByRole('heading', { name: 'Create an account', hidden: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to Dashboard' }));
    expect((await screen.findByTestId('where')).textContent).toBe('Home /');
  });

  it('success for an administrator goes to the admin dashboard when the dialog closes by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    mockFetch({ 'POST /api/register': { status: 201, body: { token: 'tok-2', user: makeUser(['admin']) } } });
    renderRegister();
    fill(VALID);
    submit();
    await screen.findByRole('alertdialog');
    expect(screen.queryByTestId('where')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect((await screen.findByTestId('where')).textContent).toBe('Admin dashboard /admin/dashboard');
  });
});
