import * as Popover from '@radix-ui/react-popover';
import { RotateCcw, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFocusHandOver } from '~/components/ui/deferred';
import { SwitchField } from '~/components/ui/switch-field';
import {
  resetAccessibility,
  updateAccessibility,
  useAccessibility,
  type ColorFilter,
  type FontSize,
} from '~/lib/accessibility';
import { setDarkMode, setDarkModePreference, useAppearance } from '~/lib/appearance';
import { ACCESSIBILITY_FOCUS_KEY, AccessibilityButton } from './accessibility-panel';

const FONT_SIZE_OPTIONS: { value: FontSize; label: string; sample: string }[] = [
  { value: 'small', label: 'Pequeño', sample: '0.8rem' },
  { value: 'normal', label: 'Normal', sample: '1rem' },
  { value: 'large', label: 'Grande', sample: '1.2rem' },
  { value: 'xl', label: 'Muy grande', sample: '1.4rem' },
];

const COLOR_FILTER_OPTIONS: { value: ColorFilter; label: string; hint: string }[] = [
  { value: 'none', label: 'Ninguno', hint: 'Colores originales' },
  { value: 'protanopia', label: 'Protanopia', hint: 'Tonos rojos' },
  { value: 'deuteranopia', label: 'Deuteranopia', hint: 'Tonos verdes' },
  { value: 'tritanopia', label: 'Tritanopia', hint: 'Tonos azules' },
];

/** The accessibility panel's settings (Radix Popover), loaded by AccessibilityPanel (issue 14). */
export function AccessibilityPopover({ defaultOpen }: { defaultOpen: boolean }) {
  const settings = useAccessibility();
  const { isDark, preference } = useAppearance();
  const titleId = useId();
  useFocusHandOver(ACCESSIBILITY_FOCUS_KEY);

  function reset() {
    resetAccessibility();
    setDarkModePreference('auto');
  }

  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <AccessibilityButton />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={12}
          collisionPadding={16}
          aria-labelledby={titleId}
          className="z-50 flex max-h-[var(--radix-popover-content-available-height)] w-[min(23rem,calc(100vw-2rem))] flex-col overflow-y-auto rounded-2xl border border-line bg-surface text-fg shadow-2xl transition duration-200 starting:translate-y-2 starting:opacity-0"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 pt-5 pb-4">
            <div>
              <p className="eyebrow">Ajustes de lectura</p>
              <h2 id={titleId} className="mt-1 font-display text-2xl font-semibold">
                Accesibilidad
              </h2>
            </div>
            <Popover.Close
              aria-label="Cerrar"
              className="-mr-1 grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </Popover.Close>
          </div>

          <div className="space-y-6 px-5 py-5">
            <OptionGroup
              legend="Tamaño del texto"
              name={`${titleId}-font-size`}
              options={FONT_SIZE_OPTIONS.map((option) => ({
                value: option.value,
                label: option.label,
                visual: (
                  <span aria-hidden="true" className="font-display leading-none" style={{ fontSize: option.sample }}>
                    Aa
                  </span>
                ),
              }))}
              value={settings.fontSize}
              onChange={(fontSize) => updateAccessibility({ fontSize })}
              columns="grid-cols-4"
            />

            <div className="space-y-4">
              <SwitchField
                label="Alto contraste"
                description="Texto negro puro sobre blanco (o al revés en modo oscuro) y bordes marcados."
                checked={settings.highContrast}
                onCheckedChange={(highContrast) => updateAccessibility({ highContrast })}
              />
              <SwitchField
                label="Reducir movimiento"
                description="Desactiva animaciones, transiciones y desplazamientos suaves."
                checked={settings.reduceMotion}
                onCheckedChange={(reduceMotion) => updateAccessibility({ reduceMotion })}
              />
              <SwitchField
                label="Modo oscuro"
                description={
                  preference === 'auto'
                    ? 'Ahora sigue el ajuste de tu sistema.'
                    : 'Fondo oscuro y texto claro, más cómodo con poca luz.'
                }
                checked={isDark}
                onCheckedChange={setDarkMode}
              />
            </div>

            <OptionGroup
              legend="Filtro para daltonismo"
              name={`${titleId}-color-filter`}
              options={COLOR_FILTER_OPTIONS.map((option) => ({
                value: option.value,
                label: option.label,
                visual: (
                  <span aria-hidden="true" className="text-[0.7rem] leading-tight font-normal text-muted">
                    {option.hint}
                  </span>
                ),
                visualAfter: true,
              }))}
              value={settings.colorFilter}
              onChange={(colorFilter) => updateAccessibility({ colorFilter })}
              columns="grid-cols-2"
            />
          </div>

          <div className="flex items-center justify-between gap-4 border-t border-line bg-surface-muted px-5 py-4">
            <p className="text-xs text-muted">Se guarda en este dispositivo.</p>
            <button type="button" onClick={reset} className="btn-secondary px-4 py-2">
              <RotateCcw aria-hidden="true" className="size-4" />
              Restablecer
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface Option<T extends string> {
  value: T;
  label: string;
  visual: ReactNode;
  visualAfter?: boolean;
}

/** Native radios (arrow keys move the choice), drawn as a segmented control. */
function OptionGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns,
}: {
  legend: string;
  name: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
  columns: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-fg">{legend}</legend>
      <div className={`mt-2 grid gap-1 rounded-xl bg-surface-muted p-1 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className="relative block cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={`flex h-full items-center justify-center gap-1 rounded-lg border border-transparent px-1.5 py-2 text-center text-xs font-medium text-muted transition-colors hover:text-fg peer-checked:border-line peer-checked:bg-surface peer-checked:font-semibold peer-checked:text-fg peer-checked:shadow-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-focus ${option.visualAfter ? 'flex-col' : 'min-h-16 flex-col'}`}
            >
              {option.visualAfter ? null : option.visual}
              <span>{option.label}</span>
              {option.visualAfter ? option.visual : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
