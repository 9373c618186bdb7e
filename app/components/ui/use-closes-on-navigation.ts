import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Open state of a navigation drawer: it starts closed and closes again on any navigation. */
export function useClosesOnNavigation() {
  const [isOpen, setIsOpen] = useState(false);
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    setIsOpen(false);
  }, [pathname, search, hash]);

  return [isOpen, setIsOpen] as const;
}
