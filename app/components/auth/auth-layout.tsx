import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { APP_NAME } from '@common/constants';
import { BRANDS } from '@common/theme';

export interface AuthPanelCopy {
  eyebrow: string;
  title: string;
  points: readonly string[];
}

/**
 * The register and login frame: one centred card; from lg up it opens into a split with an
 * editorial brand panel (Spanish, like the store) beside the English form of spec §1. The password
 * reset pages (issue 33) use the same frame with a Spanish form (`lang="es"`).
 */
export function AuthLayout({ panel, lang = 'en', children }: { panel: AuthPanelCopy; lang?: 'en' | 'es'; children: ReactNode }) {
  return (
    <main id="main" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-surface-muted/80 to-transparent"
      />
      <div className="container-page py-8 sm:py-14 lg:py-20">
        <div className="mx-auto grid max-w-md overflow-hidden rounded-[1.75rem] border border-line bg-surface shadow-[0_30px_80px_-40px_rgb(0_0_0/0.35)] lg:max-w-6xl lg:grid-cols-[1.05fr_1fr]">
          <BrandPanel copy={panel} />
          <div lang={lang} className="flex flex-col justify-center px-6 py-10 sm:px-10 sm:py-12 lg:px-16 lg:py-16">
            <div className="mx-auto w-full max-w-md">{children}</div>
          </div>
        </div>
      </div>
    </main>
  );
}

function BrandPanel({ copy }: { copy: AuthPanelCopy }) {
  return (
    <div className="relative hidden flex-col overflow-hidden bg-secondary p-10 text-on-secondary lg:flex dark:bg-surface-muted dark:text-fg xl:p-12">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-80 rounded-full bg-current/[0.06]" />
      <div aria-hidden="true" className="absolute -bottom-40 -left-20 size-96 rounded-full bg-current/[0.04]" />

      <p className="relative text-xs font-semibold tracking-[0.2em] uppercase opacity-85">{copy.eyebrow}</p>

      <div className="relative my-8 flex flex-1 items-center justify-center">
        <div className="relative">
          <span aria-hidden="true" className="absolute -bottom-5 -left-8 size-24 rounded-full bg-accent" />
          {/* One picture per brand theme, switched in CSS so the server render never guesses. */}
          <img
            src="/images/home/collection-barrio.svg"
            alt=""
            width={600}
            height={750}
            className="relative h-[17rem] w-[13.5rem] rounded-t-full object-cover shadow-2xl ring-1 ring-black/10 dark:brightness-90 in-data-[theme=divergente]:hidden xl:h-[19rem] xl:w-[15rem]"
          />
          <img
            src="/images/home/collection-oficina.svg"
            alt=""
            width={600}
            height={750}
            loading="lazy"
            className="relative hidden h-[17rem] w-[13.5rem] rounded-t-full object-cover shadow-2xl ring-1 ring-black/10 dark:brightness-90 in-data-[theme=divergente]:block xl:h-[19rem] xl:w-[15rem]"
          />
        </div>
      </div>

      <div className="relative">
        <p className="max-w-md font-display text-[2rem] leading-[1.1] font-medium text-balance xl:text-[2.375rem]">
          {copy.title}
        </p>
        <ul className="mt-6 flex flex-col gap-2.5 text-[0.9375rem]">
          {copy.points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-current/15">
                <Check aria-hidden="true" className="size-3" strokeWidth={2.5} />
              </span>
              {point}
            </li>
          ))}
        </ul>
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-1 border-t border-current/20 pt-5 text-sm">
          {(['ruediverso', 'divergente'] as const).map((theme) => (
            <span key={theme}>
              <span className="font-display text-base font-semibold">{BRANDS[theme].name}</span>
              <span className="opacity-85"> · {BRANDS[theme].tagline}</span>
            </span>
          ))}
        </p>
      </div>
    </div>
  );
}

/** Heading block of the form side. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header>
      <p className="eyebrow">{APP_NAME}</p>
      <h1 className="mt-3 font-display text-[2.25rem] leading-tight font-semibold text-balance sm:text-[2.5rem]">
        {title}
      </h1>
      {children}
    </header>
  );
}
