import { fieldErrorsOf, type FieldErrors } from '~/components/forms/field-errors';
import type { AlertDialogOptions } from '~/components/ui/alert-dialog';
import { ApiRequestError } from '~/lib/api/errors';

export type AuthScreen = 'register' | 'login';

/** Texts of spec §8 for the two screens, word for word. */
export const AUTH_TEXTS = {
  register: {
    invalidTitle: 'Registration Failed',
    invalidMessage: 'Please check the form for errors.',
    overallFallback: 'Validation failed',
    failureMessage: 'An error occurred during registration. Please try again.',
    successTitle: 'Registration Successful',
    successMessage: 'Your account has been created successfully!',
    successButton: 'Go to Dashboard',
  },
  login: {
    invalidTitle: 'Login Failed',
    invalidMessage: 'Invalid credentials. Please check your email and password.',
    overallFallback: 'Invalid credentials',
    failureMessage: 'An error occurred during login. Please try again.',
    successTitle: 'Login Successful',
    successMessage: 'You have been successfully logged in.',
    successButton: 'Continue',
  },
} as const;

export interface AuthFailure {
  dialog: AlertDialogOptions;
  /** The message under the form. */
  overall: string;
  fieldErrors: FieldErrors;
}

/** The server's own message, not the client's 'HTTP 500' stand-in. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = error.message.trim();
  return message && !/^HTTP \d+$/.test(message) ? message : null;
}

/** What a failed sign-up or sign-in shows: 422 field errors and dialog, 429 the server's word, else a generic error. */
export function describeAuthFailure(screen: AuthScreen, error: unknown): AuthFailure {
  const texts = AUTH_TEXTS[screen];
  const message = serverMessage(error);
  const status = error instanceof ApiRequestError ? error.status : 0;

  if (status === 422) {
    return {
      dialog: { type: 'error', title: texts.invalidTitle, message: message ?? texts.invalidMessage, confirmText: 'Try Again' },
      overall: message ?? texts.overallFallback,
      fieldErrors: fieldErrorsOf(error),
    };
  }
  const text = status === 429 && message ? message : texts.failureMessage;
  return {
    dialog: { type: 'error', title: 'Error', message: text, confirmText: 'OK' },
    overall: text,
    fieldErrors: {},
  };
}

/** The success dialog of spec §8; it closes by itself (spec §4). */
export function successDialog(screen: AuthScreen): AlertDialogOptions {
  const texts = AUTH_TEXTS[screen];
  return {
    type: 'success',
    title: texts.successTitle,
    message: texts.successMessage,
    confirmText: texts.successButton,
    autoClose: true,
  };
}
