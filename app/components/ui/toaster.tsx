import { useToasts, type Toast } from '~/lib/toast';
import { deferModule } from './deferred';

/** The toasts' own code, loaded with the first toast. */
export const toastList = deferModule(() => import('./toast-list'));

/**
 * Renders the toasts of ~/lib/toast, stacked top-right. The two live regions stay in the page
 * so screen readers hear each new toast: errors interrupt (alert), the rest wait (status). The
 * toasts' own code (their look, icons, pause on hover) loads with the first one (issue 36).
 */
export function Toaster() {
  const toasts = useToasts();
  const errors = toasts.filter((item) => item.type === 'error');
  const others = toasts.filter((item) => item.type !== 'error');
  return (
    <section
      aria-label="Notificaciones"
      className="pointer-events-none fixed inset-x-3 top-3 z-[90] sm:inset-x-auto sm:top-5 sm:right-5 sm:w-96"
    >
      <div role="alert">
        <DeferredToastList toasts={errors} />
      </div>
      <div role="status">
        <DeferredToastList toasts={others} />
      </div>
    </section>
  );
}

function DeferredToastList({ toasts }: { toasts: readonly Toast[] }) {
  const module = toastList.useModule({ now: toasts.length > 0, idle: false });
  return module && toasts.length > 0 ? <module.ToastList toasts={toasts} /> : null;
}
