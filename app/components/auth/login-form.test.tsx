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
  // stubWebAuthn's navigator.credentials.
  delete (navigator as { credentials?: unknown }).credentials;
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

  it('email and password are required before any call', async () => {
    const { fetchMock } = mockFetch({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The contract loads when the visitor reaches for the form (issue 36): the messages follow it.
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
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

describe('Login screen: two-step verification (issue 33)', () => {
  const CHALLENGE = `tdc_${'a'.repeat(43)}`;
  const challengeReply = (methods: string[] = ['totp', 'recovery-code']) => ({
    status: 200,
    body: {
      second_factor_required: true,
      challenge: CHALLENGE,
      methods,
      passkey_options: methods.includes('passkey') ? { challenge: 'xyz', allowCredentials: [] } : null,
      expires_at: '2099-01-01T00:00:00.000Z',
    },
  });

  it('a right password of an account with a factor keeps no token and asks for the code in place', async () => {
    mockFetch({ 'POST /api/login': challengeReply() });
    renderLogin();
    signIn();
    const heading = await screen.findByRole('heading', { name: 'Two-step verification' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('the code opens the session: the token is kept and the usual success dialog leads on', async () => {
    const { calls } = mockFetch({
      'POST /api/login': challengeReply(),
      'POST /api/login/second-factor': { status: 200, body: { token: 'tok-2fa', user: makeUser(['user']) } },
    });
    renderLogin('/login?redirect=%2Fuser%2Fprofile');
    signIn();
    fireEvent.input(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Login Successful' })).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/login/second-factor')?.body).toEqual({ challenge: CHALLENGE, code: '123456' });
    expect(window.localStorage.getItem('token')).toBe('tok-2fa');
    expect(window.localStorage.getItem('auth_token')).toBe('tok-2fa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('where')).textContent).toBe('Elsewhere /user/profile');
  });

  it("a refused code: the server's 422 message under the field, tied to it, and focus on it", async () => {
    const message = 'That code is not valid. Check the time on your phone and try the newest code.';
    mockFetch({
      'POST /api/login': challengeReply(),
      'POST /api/login/second-factor': { status: 422, body: { message, errors: { code: [message] } } },
    });
    renderLogin();
    signIn();
    fireEvent.input(await screen.findByLabelText('Authentication code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const code = screen.getByLabelText('Authentication code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('a malformed code is refused before any call', async () => {
    const { calls } = mockFetch({ 'POST /api/login': challengeReply() });
    renderLogin();
    signIn();
    fireEvent.input(await screen.findByLabelText('Authentication code'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/The code is the 6 digits your authenticator app shows/)).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/login/second-factor')).toBe(false);
  });

  it("'Use a recovery code' switches to a text field, and an expired step is said under the form", async () => {
    const gone = 'This sign-in has expired. Enter your email and password again.';
    const { calls } = mockFetch({
      'POST /api/login': challengeReply(),
      'POST /api/login/second-factor': { status: 422, body: { message: gone, errors: { challenge: [gone] } } },
    });
    renderLogin();
    signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery.getAttribute('inputmode')).toBeNull();
    fireEvent.input(recovery, { target: { value: 'abcde-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(gone)).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ challenge: CHALLENGE, code: 'abcde-23456' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Two-step verification' })));
  });

  it("'Start over' goes back to the password form, the email kept and the password emptied", async () => {
    mockFetch({ 'POST /api/login': challengeReply(['totp', 'recovery-code', 'passkey']) });
    renderLogin();
    signIn('ana@example.com');
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('ana@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it("'Continue with a passkey' shows only where the browser has WebAuthn", async () => {
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Continue with a passkey' })).toBeNull();
  });

  it('an account with only passkeys left gets no code field, only the passkey', async () => {
    mockFetch({ 'POST /api/login': challengeReply(['passkey']) });
    renderLogin();
    signIn();
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it("'Use a passkey' answers the step with the browser's assertion", async () => {
    const get = stubWebAuthn(async () => assertion());
    const { calls } = mockFetch({
      'POST /api/login': challengeReply(['totp', 'recovery-code', 'passkey']),
      'POST /api/login/second-factor': { status: 200, body: { token: 'tok-key', user: makeUser(['user']) } },
    });
    renderLogin();
    signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
    const body = calls.find((call) => call.url === '/api/login/second-factor')?.body as { challenge: string; passkey: { id: string; type: string } };
    expect(body.challenge).toBe(CHALLENGE);
    expect(body.passkey).toMatchObject({ id: 'cred-1', type: 'public-key' });
    expect(window.localStorage.getItem('token')).toBe('tok-key');
  });
});

/** A browser with WebAuthn whose navigator.credentials.get() answers `get`. */
function stubWebAuthn(get: () => Promise<unknown>) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const spy = vi.fn(get);
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: spy, create: vi.fn() } });
  return spy;
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
/** What navigator.credentials.get() gives for a passkey (ArrayBuffers; the library turns them into base64url). */
const assertion = () => ({
  id: 'cred-1',
  rawId: bytes('cred-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { clientDataJSON: bytes('{}'), authenticatorData: bytes('auth'), signature: bytes('sig'), userHandle: bytes('user') },
  getClientExtensionResults: () => ({}),
});

describe('Login screen: sign in with a passkey (issue 33)', () => {
  const OPTIONS = { status: 200, body: { challenge: `tdc_${'b'.repeat(43)}`, options: { challenge: 'AAAA', allowCredentials: [] } } };

  it('no password: the options, the browser, then the session is kept and the usual dialog leads on', async () => {
    stubWebAuthn(async () => assertion());
    const { calls } = mockFetch({
      'POST /api/login/passkey/options': OPTIONS,
      'POST /api/login/passkey': { status: 200, body: { token: 'tok-pk', user: makeUser(['user']) } },
    });
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a passkey' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Login Successful' })).toBeTruthy();
    const body = calls.find((call) => call.url === '/api/login/passkey')?.body as { challenge: string; passkey: { rawId: string } };
    expect(body.challenge).toBe(`tdc_${'b'.repeat(43)}`);
    expect(body.passkey.rawId).toBe('Y3JlZC0x');
    expect(window.localStorage.getItem('token')).toBe('tok-pk');
  });

  it('closing the browser prompt says nothing; a refused passkey says why', async () => {
    let refuse = false;
    stubWebAuthn(async () => {
      if (!refuse) throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
      return assertion();
    });
    const { calls } = mockFetch({
      'POST /api/login/passkey/options': OPTIONS,
      'POST /api/login/passkey': { status: 422, body: { message: 'That passkey could not be verified.', errors: { passkey: ['That passkey could not be verified.'] } } },
    });
    renderLogin();
    const button = await screen.findByRole('button', { name: 'Continue with a passkey' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(calls.some((call) => call.url === '/api/login/passkey')).toBe(false);
    expect(screen.queryByText(/could not/)).toBeNull();

    refuse = true;
    fireEvent.click(button);
    expect(await screen.findByText('That passkey could not be verified.')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
