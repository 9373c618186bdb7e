import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { resolveAutoCloseMs, type AlertDialogRequest, type AlertDialogResult, type AlertDialogType } from './alert-dialog';

/** The alert dialog (Radix), loaded by AlertDialogProvider when the first one is shown. */
const LOOK: Record<AlertDialogType, { icon: LucideIcon; tone: string; halo: string }> = {
  success: { icon: CircleCheck, tone: 'text-success', halo: 'bg-success/10' },
  warning: { icon: TriangleAlert, tone: 'text-warning', halo: 'bg-warning/10' },
  info: { icon: Info, tone: 'text-info', halo: 'bg-info/10' },
  error: { icon: CircleX, tone: 'text-danger', halo: 'bg-danger/10' },
};

export function AlertDialogView({
  request,
  onFinish,
}: {
  request: AlertDialogRequest;
  onFinish: (request: AlertDialogRequest, result: AlertDialogResult) => void;
}) {
  const { type = 'info', title, message, confirmText = 'Aceptar', cancelText, autoClose } = request.options;
  const look = LOOK[type];
  const Icon = look.icon;
  const autoCloseMs = resolveAutoCloseMs(autoClose);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const finished = useRef(false);

  const finish = useCallback(
    (result: AlertDialogResult) => {
      if (finished.current) return;
      finished.current = true;
      onFinish(request, result);
    },
    [onFinish, request],
  );

  useEffect(() => {
    if (autoCloseMs === null) return;
    const timer = setTimeout(() => finish('auto'), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs, finish]);

  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) finish('cancel');
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[80] bg-black/50 transition-opacity duration-200 starting:opacity-0" />
        <AlertDialog.Content
          data-type={type}
          {...(message ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // A question (both buttons) starts on the answer that changes nothing, as the WAI-ARIA
            // alertdialog pattern advises: Enter pressed by habit never empties a cart or cancels an order.
            const target = cancelRef.current ?? confirmRef.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[80] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl border border-line bg-surface text-center text-fg shadow-2xl transition duration-200 starting:scale-95 starting:opacity-0"
        >
          <div className="px-6 pt-8 pb-6 sm:px-8">
            <span className={`mx-auto grid size-14 place-items-center rounded-full ${look.halo}`}>
              <Icon aria-hidden="true" className={`size-7 ${look.tone}`} strokeWidth={1.75} />
            </span>
            <AlertDialog.Title className="mt-5 font-display text-2xl font-semibold text-balance">
              {title}
            </AlertDialog.Title>
            {message ? (
              <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-muted">
                {message}
              </AlertDialog.Description>
            ) : null}
            {confirmText !== null || cancelText ? (
              <div className="mt-7 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
                {cancelText ? (
                  <button ref={cancelRef} type="button" onClick={() => finish('cancel')} className="btn-secondary sm:min-w-32">
                    {cancelText}
                  </button>
                ) : null}
                {confirmText !== null ? (
                  <button ref={confirmRef} type="button" onClick={() => finish('confirm')} className="btn-primary sm:min-w-32">
                    {confirmText}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
          {autoCloseMs !== null ? (
            <div aria-hidden="true" className="h-1 bg-surface-muted">
              <div
                className="h-full origin-left bg-primary transition-transform ease-linear starting:scale-x-100 scale-x-0"
                style={{ transitionDuration: `${autoCloseMs}ms` }}
              />
            </div>
          ) : null}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
