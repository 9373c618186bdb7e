import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** CSP nonce of this response, for inline scripts. */
    nonce: string;
    requestId: string;
    /** Calls the API in-process (no network hop), same shapes as over HTTP. */
    apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  }
}

export {};
