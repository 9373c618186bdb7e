import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come near the screen (and stays true): for the parts of a page that
 * need no markup until the shopper can see them (issue 23). False on the server and while
 * hydrating, so the server's HTML stays small and hydration has nothing extra to match.
 */
export function useSeen(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [isSeen, setIsSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isSeen || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setIsSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, isSeen]);
  return isSeen;
}
