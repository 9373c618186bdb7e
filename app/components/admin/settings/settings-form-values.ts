import { StoreSettingsUpdate, type StoreSettings } from '@common/settings/contracts';
import { WEEK_DAYS, type OpeningHours } from '@common/settings/rules';
import { schemaErrors, type FieldErrors } from '~/components/forms/field-errors';

/** The amounts the form edits as text ('4,95'), each an API field of its own name. */
export const MONEY_FIELDS = [
  'shipping_standard_fee',
  'shipping_baleares_fee',
  'shipping_islands_fee',
  'shipping_express_fee',
  'free_shipping_threshold',
  'cash_on_delivery_fee',
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

/** The settings as the form holds them: numbers as the text typed, everything else as the API has it. */
/** The whole numbers of days the form edits as text. */
const DAY_FIELDS = ['return_window_days', 'mail_body_retention_days'] as const;
type DayField = (typeof DAY_FIELDS)[number];

export type SettingsFormValues = Omit<StoreSettings, MoneyField | 'vat_rate' | DayField> & Record<MoneyField | 'vat_rate' | DayField, string>;

/** 4.95 → '4,95', 60 → '60,00': amounts as a Spanish shop writes them. */
function moneyText(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

export function settingsFormValues(settings: StoreSettings): SettingsFormValues {
  const values = { ...settings, vat_rate: String(settings.vat_rate).replace('.', ',') } as Record<string, unknown>;
  for (const field of MONEY_FIELDS) values[field] = moneyText(settings[field]);
  for (const field of DAY_FIELDS) values[field] = String(settings[field]);
  return structuredClone(values) as SettingsFormValues;
}

/**
 * '4,95' or '4.95' → 4.95; an empty or unreadable text stays NaN (sent as null), so the contract
 * answers with its own message ('… debe ser un importe en euros.').
 */
export function parseAmount(text: string): number {
  const cleaned = text.trim().replace(/\s|€|%/g, '').replace(',', '.');
  return cleaned === '' || !/^-?\d*(\.\d*)?$/.test(cleaned) ? Number.NaN : Number(cleaned);
}

/** The body of PUT /admin/settings. */
export function settingsBody(values: SettingsFormValues): StoreSettings {
  const body = { ...values, vat_rate: parseAmount(values.vat_rate) } as Record<string, unknown>;
  for (const field of MONEY_FIELDS) body[field] = parseAmount(values[field]);
  for (const field of DAY_FIELDS) body[field] = parseAmount(values[field]);
  return body as StoreSettings;
}

/** The contract's messages, checked in the browser before the save, under the same paths as a 422. */
export function settingsErrors(values: SettingsFormValues): FieldErrors {
  return schemaErrors(StoreSettingsUpdate, settingsBody(values));
}

export function openingHoursOf(values: SettingsFormValues): OpeningHours {
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, values.opening_hours[day]])) as OpeningHours;
}
