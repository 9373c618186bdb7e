import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '~/lib/api/errors';
import { describeAuthFailure, successDialog } from './auth-messages';

const unprocessable = (body: unknown) => new ApiRequestError(422, (body as { message?: string }).message ?? 'HTTP 422', body);

describe('auth failure texts (spec §8)', () => {
  it('register 422: server message in the dialog and under the form, first message a field', () => {
    const failure = describeAuthFailure('register', unprocessable({ message: 'The email has already been taken.', errors: { email: ['The email has already been taken.', 'Other'] } }));
    expect(failure.dialog).toMatchObject({ type: 'error', title: 'Registration Failed', message: 'The email has already been taken.', confirmText: 'Try Again' });
    expect(failure.overall).toBe('The email has already been taken.');
    expect(failure.fieldErrors).toEqual({ email: 'The email has already been taken.' });
  });

  it('register 422 without a message falls back to the spec texts', () => {
    const failure = describeAuthFailure('register', unprocessable({ errors: {} }));
    expect(failure.dialog.message).toBe('Please check the form for errors.');
    expect(failure.overall).toBe('Validation failed');
  });

  it('login 422 without a message falls back to the invalid-credentials texts', () => {
    const failure = describeAuthFailure('login', unprocessable({}));
    expect(failure.dialog).toMatchObject({ title: 'Login Failed', message: 'Invalid credentials. Please check your email and password.', confirmText: 'Try Again' });
    expect(failure.overall).toBe('Invalid credentials');
  });

  it('other failures: Error / the generic text of each screen / OK, the server message only for 429', () => {
    expect(describeAuthFailure('register', new ApiRequestError(500, 'Internal', {})).dialog).toMatchObject({
      title: 'Error',
      message: 'An error occurred during registration. Please try again.',
      confirmText: 'OK',
    });
    expect(describeAuthFailure('login', new TypeError('Failed to fetch')).dialog.message).toBe('An error occurred during login. Please try again.');
    expect(describeAuthFailure('login', new ApiRequestError(429, 'Too many login attempts.', {})).dialog).toMatchObject({
      title: 'Error',
      message: 'Too many login attempts.',
    });
    expect(describeAuthFailure('login', new ApiRequestError(429, 'HTTP 429', null)).dialog.message).toBe(
      'An error occurred during login. Please try again.',
    );
  });

  it('success dialogs close by themselves', () => {
    expect(successDialog('register')).toMatchObject({ type: 'success', title: 'Registration Successful', message: 'Your account has been created successfully!', confirmText: 'Go to Dashboard', autoClose: true });
    expect(successDialog('login')).toMatchObject({ title: 'Login Successful', message: 'You have been successfully logged in.', confirmText: 'Continue', autoClose: true });
  });
});
