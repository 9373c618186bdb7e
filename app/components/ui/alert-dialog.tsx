import type { ReactNode } from 'react';

// Placeholder until the widget lands.
export function AlertDialogProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
