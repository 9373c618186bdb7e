import type { ComponentType } from 'react';
import { useRevalidator } from 'react-router';
import { AdminErrorGate } from '../admin-status-panel';

/** A list screen without its rows: while they load (no `onRetry`), or when they could not (Reintentar calls `onRetry`). */
export type ListState = ComponentType<{ onRetry?: () => void }>;

/**
 * The HydrateFallback and ErrorBoundary of a back-office list route (/admin/<things>): the screen
 * itself without its rows, loading, or failed behind the 403 panel with Reintentar loading again.
 *
 *   export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminOrdersList page={null} onRetry={onRetry} />);
 */
export function listScreens(State: ListState) {
  return {
    HydrateFallback: () => <State />,
    ErrorBoundary: function ListErrorBoundary() {
      const revalidator = useRevalidator();
      return (
        <AdminErrorGate>
          <State onRetry={() => void revalidator.revalidate()} />
        </AdminErrorGate>
      );
    },
  };
}
