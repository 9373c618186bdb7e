import { useLayoutEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { preload, type DeferredModule } from '~/components/ui/deferred';
import { useIsHydrating } from '~/components/ui/static-island';

/** Which of the form's controls had the focus as the kept markup went away (its index in `form.elements`), and what was sent. */
type HandOver = { focus: number; email: string };

/**
 * A newsletter form (the store's strip, the home page's letter) with its code loaded only when needed (issue 36). On
 * the first page the browser keeps the form as the server drew it: a plain form (the browser checks the email itself;
 * before hydration and without JavaScript it is sent to the page itself, the address never in the URL: its field has
 * no name), so what is typed stays where it was typed. The code starts loading as the visitor points at the form,
 * focuses or types in it; a send is held (the browser's check passed) until the code is there, which then takes the
 * kept markup's place with what was sent (`sentEmail`: checked again by the form's own rule, then thanked and cleared,
 * or told what is wrong), the focus on the same control. A page reached by a link draws the form at once (its route
 * loads `module` beside the data).
 *
 * `Drawn`: the form as an island's content (islandContent: the server's registered drawing, the module in the browser).
 */
export function KeptNewsletter({ name, module, Drawn }: { name: string; module: DeferredModule<unknown>; Drawn: ComponentType<{ sentEmail?: string }> }) {
  const isHydrating = useIsHydrating();
  const [isKept] = useState(() => isHydrating && typeof document !== 'undefined' && document.querySelector(`[data-newsletter="${name}"]`) !== null);
  const [sent, setSent] = useState<string | null>(null);
  const live = module.useModule({ now: sent !== null, idle: false });
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const showsKept = isKept && handOver === null;
  const isSwapDue = showsKept && sent !== null && live !== null;

  // The kept form was sent and the code is there: it takes the place, the focus goes over.
  useLayoutEffect(() => {
    const form = formRef.current?.querySelector('form');
    if (!isSwapDue || !form || sent === null) return;
    setHandOver({ focus: Array.prototype.indexOf.call(form.elements, document.activeElement), email: sent });
  }, [isSwapDue, sent]);

  useLayoutEffect(() => {
    const form = formRef.current?.querySelector('form');
    if (!handOver || handOver.focus < 0 || !form) return;
    (form.elements[handOver.focus] as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [handOver]);

  if (showsKept) {
    const intent = () => preload(module);
    const onSubmit = (event: FormEvent<HTMLDivElement>) => {
      // The browser's own check (required, an email) ran before the submit: the address waits for the code.
      event.preventDefault();
      setSent((event.target as HTMLFormElement).querySelector<HTMLInputElement>('input[type="email"]')?.value ?? '');
      preload(module);
    };
    return (
      <div
        key="kept"
        ref={formRef}
        data-newsletter={name}
        className="contents"
        onPointerOver={intent}
        onFocus={intent}
        onInput={intent}
        onSubmit={onSubmit}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div key="drawn" ref={formRef} data-newsletter={name} className="contents">
      <Drawn sentEmail={handOver?.email} />
    </div>
  );
}
