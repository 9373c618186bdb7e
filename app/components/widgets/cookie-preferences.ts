import { deferModule } from '~/components/ui/deferred';

/**
 * The cookie preferences dialog's code and state (issue 36), apart from the banner, which the server
 * draws: DeferredCookieBanner loads it when "Personalizar" or the footer's 'Preferencias de cookies'
 * is pressed (started as the pointer comes over either).
 */
export const cookiePreferences = deferModule(() => import('./cookie-preferences-dialog'));

/** The links to the cookie policy, in the banner and in the dialog. */
export const POLICY_LINK_CLASS = 'font-semibold text-fg underline decoration-1 underline-offset-2 hover:text-primary';
