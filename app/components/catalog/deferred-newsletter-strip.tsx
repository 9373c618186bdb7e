import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { deferModule, preload } from '~/components/ui/deferred';
import { islandContent, useIsHydrating } from '~/components/ui/static-island';

/** The strip's code (newsletter-strip.tsx, the sign-up's row and the check icon): /store reached by a link loads it beside its data. */
export const newsletterStripModule = deferModule(() => import('./newsletter-strip'));
/** The server draws the strip itself (app/islands.server.ts); the first page's browser keeps that markup. */
const DrawnStrip = islandContent('newsletter-strip', newsletterStripModule, (m) => m.NewsletterStrip);

/** Which of the form's controls had the focus as the kept markup went away (its index in `form.elements`). */
type HandOver = { focus: number };

/**
 * The newsletter strip at the bottom of /store (NewsletterStrip) with its code loaded only when needed (issue 36). On
 * the first page the browser keeps the strip as the server drew it: a plain form (the browser checks the email itself;
 * before hydration and without JavaScript it is sent as a GET form to the page, as it always was), so what is typed
 * stays where it was typed. The code starts loading as the shopper points at the strip, focuses or types in it; a send
 * is held (the browser's check passed) until the code is there, which then takes the kept markup's place thanking the
 * visitor and clearing the field, with the focus on the same control. A page reached by a link draws the strip at once
 * (its route loads the code beside the data, `newsletterStripModule.load()`).
 */
export function DeferredNewsletterStrip() {
  const isHydrating = useIsHydrating();
  const [isKept] = useState(() => isHydrating && typeof document !== 'undefined' && document.querySelector('[data-newsletter-strip]') !== null);
  const [isSent, setIsSent] = useState(false);
  const live = newsletterStripModule.useModule({ now: isSent, idle: false });
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const showsKept = isKept && handOver === null;
  const isSwapDue = showsKept && isSent && live !== null;

  // The kept form was sent and the code is there: it takes the place, the focus goes over.
  useLayoutEffect(() => {
    const form = stripRef.current?.querySelector('form');
    if (!isSwapDue || !form) return;
    setHandOver({ focus: Array.prototype.indexOf.call(form.elements, document.activeElement) });
  }, [isSwapDue]);

  useLayoutEffect(() => {
    const form = stripRef.current?.querySelector('form');
    if (!handOver || handOver.focus < 0 || !form) return;
    (form.elements[handOver.focus] as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [handOver]);

  if (showsKept) {
    const intent = () => preload(newsletterStripModule);
    const onSubmit = (event: FormEvent<HTMLDivElement>) => {
      // The browser's own check (required, an email) ran before the submit: a valid email waits for the code.
      event.preventDefault();
      setIsSent(true);
      preload(newsletterStripModule);
    };
    return (
      <div
        key="kept"
        ref={stripRef}
        data-newsletter-strip
        className="contents"
        onPointerOver={intent}
        onFocus={intent}
        onKeyDown={intent}
        onInput={intent}
        onSubmit={onSubmit}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div key="drawn" ref={stripRef} data-newsletter-strip className="contents">
      <DrawnStrip subscribed={handOver !== null} />
    </div>
  );
}
