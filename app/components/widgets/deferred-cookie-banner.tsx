import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { COOKIE_BANNER_DELAY_MS } from '@common/constants';
import { deferModule, preload } from '~/components/ui/deferred';
import { followInSiteLink, islandContent, useIsHydrating } from '~/components/ui/static-island';
import {
  BANNER_CHOICES,
  CONSENT_CHANGED_EVENT,
  OPEN_COOKIE_PREFERENCES_EVENT,
  openCookiePreferences,
  readConsent,
  saveConsent,
} from '~/lib/cookie-consent';
import type { ConsentBannerChoice } from './consent-banner';
import { cookiePreferences } from './cookie-preferences';
import { useFloatingOffset } from './floating-offset';

/** The server draws the banner into every page (app/islands.server.ts), hidden; the browser keeps that markup. */
const DrawnBanner = islandContent('consent-banner', deferModule(() => import('./consent-banner')), (m) => m.ConsentBanner);

/** Starts the preferences' code as the pointer comes over a way to them, or it takes the focus. */
export function preloadCookiePreferences() {
  preload(cookiePreferences);
}

/**
 * The cookie banner and its preferences dialog (issues 14, 23 and 36), with no code of their own on a first visit
 * until the dialog is asked for. The server draws the banner, hidden, into every page; the browser keeps that markup
 * and shows it COOKIE_BANNER_DELAY_MS after the page starts while no choice is saved (spec §4). "Aceptar todas" and
 * "Solo esenciales" are answered here; "Personalizar" and the footer's "Preferencias de cookies" bring the dialog's
 * code (a dialog library, switches). A shell mounted in the browser, with no server markup to keep, draws the banner
 * itself once it is due.
 */
export function DeferredCookieBanner() {
  const navigate = useNavigate();
  const isHydrating = useIsHydrating();
  const [isKept] = useState(() => isHydrating && typeof document !== 'undefined' && document.querySelector('[data-cookie-banner]') !== null);
  const [isShown, setIsShown] = useState(false);
  const [isDialogAskedFor, setIsDialogAskedFor] = useState(false);
  const live = cookiePreferences.useModule({ now: isDialogAskedFor, idle: false });
  // The dialog's code may be here already (a pointer over a way to the preferences), but it comes in only when asked.
  const isLiveIn = live !== null && isDialogAskedFor;
  const wrapperRef = useRef<HTMLDivElement>(null);
  useFloatingOffset(wrapperRef, isShown, 'section');

  useEffect(() => {
    if (readConsent() !== null) return;
    const timer = setTimeout(() => setIsShown(true), COOKIE_BANNER_DELAY_MS);
    // A choice made here or in the preferences dialog puts the banner away.
    const hide = () => {
      clearTimeout(timer);
      setIsShown(false);
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, hide);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CONSENT_CHANGED_EVENT, hide);
    };
  }, []);

  // The footer's "Preferencias de cookies" before the dialog's code came in (then that code listens itself).
  useEffect(() => {
    if (isDialogAskedFor) return;
    const request = () => setIsDialogAskedFor(true);
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, request);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, request);
  }, [isDialogAskedFor]);

  const choiceOf = (event: { target: EventTarget }) =>
    (event.target as Element).closest<HTMLElement>('[data-cookie-choice]')?.dataset.cookieChoice as ConsentBannerChoice | undefined;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const choice = choiceOf(event);
    if (choice === 'customise') {
      if (isLiveIn) openCookiePreferences();
      else setIsDialogAskedFor(true);
    } else if (choice) {
      const consent = saveConsent(BANNER_CHOICES[choice]);
      // Put on record at the store without waiting for it (issue 33), as the dialog's choices are.
      void import('~/lib/cookie-consent-record').then(({ recordConsent }) => recordConsent(consent));
    } else {
      followInSiteLink(event, navigate);
    }
  };
  const intent = (event: { target: EventTarget }) => {
    if (choiceOf(event) === 'customise') preloadCookiePreferences();
  };
  const wrapper = { ref: wrapperRef, 'data-cookie-banner': true, hidden: !isShown, onClick, onPointerOver: intent, onFocus: intent };

  return (
    <>
      {isKept ? (
        <div {...wrapper} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
      ) : (
        // The server draws it for every page; a shell mounted in the browser draws it once it is due.
        <div {...wrapper}>{isHydrating || isShown ? <DrawnBanner /> : null}</div>
      )}
      {isLiveIn ? <live.CookiePreferences openOnMount /> : null}
    </>
  );
}
