import { z } from 'zod';

// In the browser Zod would probe for `new Function` to compile fast object parsers; the pages'
// CSP forbids eval, and Chromium reports even the caught probe as a CSP violation. The server
// has no CSP and keeps the compiled parsers. Shared schemas import `z` from here, not from 'zod',
// so this runs before any of them is built.
if (typeof window !== 'undefined') z.config({ jitless: true });
// Contracts word their own messages; any check that does not (a body that is a list instead of an
// object, a key a strict object does not know) still answers in the store's language.
z.config(z.locales.es());

export { z };
