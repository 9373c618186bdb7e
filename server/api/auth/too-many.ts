import { ApiError } from '../../errors';

/** 429 with Retry-After: a rate limit said no. */
export class TooManyRequestsError extends ApiError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** The sign-in screens' wording (English, spec §1). */
export const tooMany = (what: string, seconds: number) =>
  new TooManyRequestsError(`Too many ${what}. Please try again in ${seconds} seconds.`, seconds);
