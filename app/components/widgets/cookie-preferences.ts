import { deferModule } from '~/components/ui/deferred';

/**
 * The cookie preferences dialog's code (issue 36), apart from the banner: the banner loads it when
 * "Personalizar" is pressed, and DeferredCookieBanner starts it with the banner's own when the
 * footer asks for the preferences, so neither waits for the other.
 */
export const cookiePreferences = deferModule(() => import('./cookie-preferences-dialog'));

/** The links to the cookie policy, in the banner and in the dialog. */
export const POLICY_LINK_CLASS = 'font-semibold text-fg underline decoration-1 underline-offset-2 hover:text-primary';
