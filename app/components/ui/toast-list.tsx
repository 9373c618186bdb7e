import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { dismiss, pauseToast, resumeToast, type Toast, type ToastType } from '~/lib/toast';

const LOOK: Record<ToastType, { icon: LucideIcon; label: string; tone: string; bar: string }> = {
  success: { icon: CircleCheck, label: 'Hecho', tone: 'text-success', bar: 'bg-success' },
  error: { icon: CircleX, label: 'Error', tone: 'text-danger', bar: 'bg-danger' },
  warning: { icon: TriangleAlert, label: 'Aviso', tone: 'text-warning', bar: 'bg-warning' },
  info: { icon: Info, label: 'Información', tone: 'text-info', bar: 'bg-info' },
};

/** The toasts themselves, loaded by the Toaster with the first one (issue 36). */
export function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  if (toasts.length === 0) return null;
  return (
    <ol className="mb-3 flex flex-col gap-3">
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </ol>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const look = LOOK[toast.type];
  const Icon = look.icon;
  const holds = useRef({ hover: false, focus: false });

  function hold(kind: 'hover' | 'focus', isHeld: boolean) {
    holds.current[kind] = isHeld;
    if (holds.current.hover || holds.current.focus) pauseToast(toast.id);
    else resumeToast(toast.id);
  }

  return (
    <li
      data-type={toast.type}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
      }}
      className="pointer-events-auto relative flex items-start gap-3 overflow-hidden rounded-xl border border-line bg-surface py-3.5 pr-2.5 pl-5 text-fg shadow-xl transition duration-200 starting:translate-x-4 starting:opacity-0"
    >
      <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 ${look.bar}`} />
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${look.tone}`} />
      <p className="min-w-0 flex-1 text-sm leading-relaxed">
        <span className="sr-only">{look.label}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label="Cerrar"
        className="-my-1 grid size-8 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
