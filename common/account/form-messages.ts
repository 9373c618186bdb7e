/** Said by the profile forms in the browser before the contract (zod) has loaded, and by the contract itself (issue 36). */
export const CURRENT_PASSWORD_REQUIRED = 'Introduce tu contraseña actual.';
