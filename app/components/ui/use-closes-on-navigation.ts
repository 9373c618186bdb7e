import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state of a navigation drawer: it starts closed (or open, when its code was loaded by a
 * click on its closed button) and closes again on any navigation.
 */
export function useClosesOnNavigation(initiallyOpen = false) {
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const { pathname, search, hash } = useLocation();
  const where = `${pathname}${search}${hash}`;
  const shownAt = useRef(where);

  useEffect(() => {
    if (shownAt.current === where) return;
    shownAt.current = where;
    setIsOpen(false);
  }, [where]);

  return [isOpen, setIsOpen] as const;
}
