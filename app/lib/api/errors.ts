/** A refused or failed API call, with what the server said. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    /** The server sent a message of its own (not just a status). */
    readonly hasServerMessage = false,
  ) {
    super(message);
  }

  static from(status: number, body: unknown): ApiRequestError {
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message
      ? new ApiRequestError(status, message, body, true)
      : new ApiRequestError(status, `HTTP ${status}`, body);
  }

  /** The 422 `{ field: [messages] }` map, when the server sent one. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string[]>) : {};
  }
}

/** A sentence a shopper or a member of staff can read, whatever went wrong. */
export function apiErrorMessage(error: unknown, fallback = 'No hemos podido cargar estos datos.'): string {
  if (error instanceof ApiRequestError) return error.hasServerMessage ? error.message : fallback;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'El servidor está tardando demasiado en responder. Inténtalo de nuevo.';
  }
  if (error instanceof TypeError) return 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.';
  return fallback;
}
