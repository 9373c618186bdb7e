import type { ComponentProps } from 'react';

/**
 * A button that works before the page is hydrated (issue 23): until then it is the submit button
 * of a GET form to `href`, the page that holds what it opens (the cart's checkout, the product's
 * sizes, a menu's section); once hydrated, its click runs `onClick` in place instead.
 */
export function FallbackForm({
  href,
  onClick,
  className,
  ...button
}: { href: string; onClick: () => void } & Omit<ComponentProps<'button'>, 'type' | 'onClick'>) {
  return (
    <form method="get" action={href} className="contents">
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onClick();
        }}
        className={className}
        {...button}
      />
    </form>
  );
}
