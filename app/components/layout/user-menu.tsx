import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { Check, ChevronDown, LayoutDashboard, LogOut, Settings, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AuthUser } from '@common/auth/contracts';
import { BRANDS, THEMES, type Theme } from '@common/theme';
import { accountLinks, displayName, roleBadges, type AccountLink } from '~/components/auth/account-links';
import { useSignOut } from '~/components/auth/use-sign-out';
import { setTheme, useAppearance } from '~/lib/appearance';

type MenuUser = Pick<AuthUser, 'name' | 'email' | 'profile_photo_url' | 'roles'> & Partial<Pick<AuthUser, 'permissions'>>;

function iconFor(link: AccountLink): LucideIcon {
  if (link.kind === 'dashboard') return LayoutDashboard;
  return link.to.startsWith('/admin') ? Settings : UserRound;
}

const SWATCHES: Record<Theme, [string, string]> = {
  ruediverso: ['bg-rd-brown', 'bg-rd-yellow'],
  divergente: ['bg-dv-navy', 'bg-dv-sky'],
};

/** Profile photo, or a placeholder user icon when there is none or it fails to load. */
export function UserAvatar({ user, className }: { user: Pick<MenuUser, 'profile_photo_url'>; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.profile_photo_url;
  const hasPhoto = Boolean(url) && failedUrl !== url;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-surface-muted text-muted ring-1 ring-line',
        className,
      )}
    >
      {hasPhoto ? (
        <img src={url!} alt="" className="size-full object-cover" onError={() => setFailedUrl(url)} />
      ) : (
        <UserRound className="size-[55%]" strokeWidth={1.75} />
      )}
    </span>
  );
}

/** Role badges; `asList` is off inside the dropdown, where only menu roles may live. */
export function RoleBadges({ user, asList = true, className }: { user: MenuUser; asList?: boolean; className?: string }) {
  const List = asList ? 'ul' : 'span';
  const Item = asList ? 'li' : 'span';
  return (
    <List aria-label={asList ? 'Roles' : undefined} className={clsx('flex flex-wrap gap-1.5', className)}>
      {roleBadges(user).map((badge) => (
        <Item
          key={badge.role}
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            badge.isAdministrative ? 'bg-primary/10 text-primary' : 'bg-surface-muted text-fg',
          )}
        >
          {badge.label}
        </Item>
      ))}
    </List>
  );
}

const ITEM =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-fg outline-none select-none data-[highlighted]:bg-surface-muted';

/**
 * The signed-in header menu of spec §2: avatar and name, then name, email, roles, theme, links and
 * 'Sign out'. No portal: the open menu stays inside the banner landmark.
 */
export function UserMenu({ user, className }: { user: MenuUser; className?: string }) {
  const name = displayName(user);
  const { theme } = useAppearance();
  const signOut = useSignOut();
  const links = accountLinks(user);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx(
          'group items-center gap-2.5 rounded-full border border-line bg-surface p-0.5 text-sm font-medium text-fg transition-colors hover:bg-surface-muted data-[state=open]:bg-surface-muted sm:py-1 sm:pr-3 sm:pl-1 lg:p-0.5 xl:py-1 xl:pr-3 xl:pl-1',
          className,
        )}
      >
        <UserAvatar user={user} className="size-9 sm:size-8 lg:size-9 xl:size-8" />
        {/* Where space is short (phones, and beside the full desktop nav below xl) the avatar stands
            alone; the name stays in the button's accessible name. */}
        <span className="sr-only sm:not-sr-only sm:max-w-[9rem] sm:truncate lg:sr-only xl:not-sr-only xl:truncate">{name}</span>
        <span className="sr-only">, menú de la cuenta</span>
        <ChevronDown
          aria-hidden="true"
          className="hidden size-4 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180 sm:block lg:hidden xl:block"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={10}
        collisionPadding={12}
        className="td-menu-panel z-50 w-[19rem] rounded-2xl border border-line bg-surface p-2 text-fg shadow-[0_24px_60px_-24px_rgb(0_0_0/0.35)]"
      >
        <DropdownMenu.Label className="flex items-start gap-3 px-3 pt-3 pb-4">
          <UserAvatar user={user} className="size-11" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-display text-lg leading-tight font-semibold">{name}</span>
            <span title={user.email} className="mt-0.5 block truncate text-sm text-muted">{user.email}</span>
          </span>
        </DropdownMenu.Label>
        <div className="px-3 pb-3">
          <RoleBadges user={user} asList={false} />
        </div>

        <DropdownMenu.Separator className="mx-1 my-1 h-px bg-line" />

        <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-[0.14em] text-muted uppercase">
            Tema de marca
          </DropdownMenu.Label>
          {THEMES.map((value) => {
            const [first, second] = SWATCHES[value];
            return (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                onSelect={(event) => event.preventDefault()}
                className={ITEM}
              >
                <span aria-hidden="true" className="inline-flex size-4 shrink-0 overflow-hidden rounded-full ring-1 ring-line">
                  <span className={clsx('h-full w-1/2', first)} />
                  <span className={clsx('h-full w-1/2', second)} />
                </span>
                <span className="flex-1">
                  {BRANDS[value].name}
                  <span className="block text-xs font-normal text-muted">{BRANDS[value].tagline}</span>
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-primary" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            );
          })}
        </DropdownMenu.RadioGroup>

        <DropdownMenu.Separator className="mx-1 my-1 h-px bg-line" />

        {links.map((link) => {
          const Icon = iconFor(link);
          return (
            <DropdownMenu.Item key={link.to} asChild className={ITEM}>
              <Link to={link.to}>
                <Icon aria-hidden="true" className="size-4 text-muted" strokeWidth={1.75} />
                {link.label}
              </Link>
            </DropdownMenu.Item>
          );
        })}

        <DropdownMenu.Separator className="mx-1 my-1 h-px bg-line" />

        <DropdownMenu.Item lang="en" onSelect={() => void signOut()} className={ITEM}>
          <LogOut aria-hidden="true" className="size-4 text-muted" strokeWidth={1.75} />
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The same account block inside the mobile slide-in menu. */
export function MobileUserPanel({ user, onSignedOut, onNavigate }: { user: MenuUser; onSignedOut: () => void; onNavigate: () => void }) {
  const name = displayName(user);
  const signOut = useSignOut(onSignedOut);
  const links = accountLinks(user);

  return (
    <section aria-label="Tu cuenta" className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex items-center gap-3">
        <UserAvatar user={user} className="size-12" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-display text-lg leading-tight font-semibold">{name}</p>
          <p title={user.email} className="truncate text-sm text-muted">{user.email}</p>
        </div>
      </div>
      <RoleBadges user={user} className="mt-3" />
      <ul className="mt-4 flex flex-col gap-1 border-t border-line pt-3">
        {links.map((link) => {
          const Icon = iconFor(link);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onNavigate}
                className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors hover:bg-surface-muted"
              >
                <Icon aria-hidden="true" className="size-4 text-muted" strokeWidth={1.75} />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <button type="button" lang="en" onClick={() => void signOut()} className="btn-secondary mt-3 w-full py-3">
        <LogOut aria-hidden="true" className="size-4" strokeWidth={1.75} />
        Sign out
      </button>
    </section>
  );
}
