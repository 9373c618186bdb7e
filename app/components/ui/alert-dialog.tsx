import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { ALERT_DEFAULT_AUTO_CLOSE_MS } from '@common/constants';
import type { AlertDialogView as AlertDialogViewType } from './alert-dialog-view';
import { deferModule } from './deferred';

export type AlertDialogType = 'success' | 'warning' | 'info' | 'error';
export type AlertDialogResult = 'confirm' | 'cancel' | 'auto';

export interface AlertDialogOptions {
  type?: AlertDialogType;
  title: string;
  message?: ReactNode;
  /** Label of the confirm button ('Aceptar' if left out); null shows no confirm button. */
  confirmText?: string | null;
  /** Label of the cancel button; without it there is none. */
  cancelText?: string;
  /** true closes after ALERT_DEFAULT_AUTO_CLOSE_MS, a number after that many ms. */
  autoClose?: boolean | number;
  onConfirm?: () => void;
  onCancel?: () => void;
}

export type ShowAlertDialog = (options: AlertDialogOptions) => Promise<AlertDialogResult>;

/** Spec §9: auto-close is off unless asked for; asked for without a time, it takes 3000 ms. */
export function resolveAutoCloseMs(autoClose: AlertDialogOptions['autoClose']): number | null {
  if (autoClose === true) return ALERT_DEFAULT_AUTO_CLOSE_MS;
  if (typeof autoClose === 'number' && Number.isFinite(autoClose) && autoClose > 0) return autoClose;
  return null;
}

export interface AlertDialogRequest {
  id: number;
  options: AlertDialogOptions;
  resolve: (result: AlertDialogResult) => void;
}

// The dialog itself (Radix) loads when the first one is shown (issue 14).
const alertDialogView = deferModule(() => import('./alert-dialog-view'));

const AlertDialogContext = createContext<ShowAlertDialog | null>(null);

/** Shows one dialog at a time; later requests wait their turn. */
export function AlertDialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<AlertDialogRequest[]>([]);
  const nextId = useRef(1);

  const show = useCallback<ShowAlertDialog>(
    (options) =>
      new Promise((resolve) => {
        const id = nextId.current++;
        setQueue((current) => [...current, { id, options, resolve }]);
      }),
    [],
  );

  const current = queue[0];

  const finish = useCallback((request: AlertDialogRequest, result: AlertDialogResult) => {
    setQueue((pending) => pending.filter((item) => item.id !== request.id));
    if (result === 'confirm') request.options.onConfirm?.();
    if (result === 'cancel') request.options.onCancel?.();
    request.resolve(result);
  }, []);

  return (
    <AlertDialogContext.Provider value={show}>
      {children}
      {current ? <DeferredAlertDialogView key={current.id} request={current} onFinish={finish} /> : null}
    </AlertDialogContext.Provider>
  );
}

export function useAlertDialog(): { show: ShowAlertDialog } {
  const show = useContext(AlertDialogContext);
  if (!show) throw new Error('useAlertDialog needs an <AlertDialogProvider> above it');
  return useMemo(() => ({ show }), [show]);
}

function DeferredAlertDialogView(props: ComponentProps<typeof AlertDialogViewType>) {
  const view = alertDialogView.useModule({ now: true });
  return view ? <view.AlertDialogView {...props} /> : null;
}
