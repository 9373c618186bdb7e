// Pure rules of the store settings: the Spanish tax identifier check and the wording of the
// opening hours. Both sides use them (the form checks before sending, the server decides).

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** Upper case, without spaces, dots or dashes: ' b-12.345.674 ' → 'B12345674'. */
export function normaliseTaxId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * A Spanish tax identifier with a right control character: NIF of a person (DNI, 8 digits and a
 * letter), NIE (X, Y or Z, 7 digits and a letter) or NIF of a company (the old CIF: a letter of
 * the kind of company, 7 digits and a control digit or letter).
 */
export function isValidSpanishTaxId(raw: string): boolean {
  const value = normaliseTaxId(raw);
  let match = /^(\d{8})([A-Z])$/.exec(value);
  if (match) return DNI_LETTERS[Number(match[1]) % 23] === match[2];
  match = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (match) return DNI_LETTERS[Number(`${'XYZ'.indexOf(match[1]!)}${match[2]}`) % 23] === match[3];
  match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return false;
  const [, kind, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let index = 0; index < 7; index += 1) {
    const digit = Number(digits[index]);
    if (index % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const controlLetter = CIF_CONTROL_LETTERS[controlDigit]!;
  // Public bodies, non-resident companies and the like carry a letter; plain companies a digit.
  if ('PQRSNW'.includes(kind)) return control === controlLetter;
  if ('ABEH'.includes(kind)) return control === String(controlDigit);
  return control === String(controlDigit) || control === controlLetter;
}

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const WEEK_DAY_NAMES: Record<WeekDay, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};

export interface DayHours {
  open: boolean;
  /** 'HH:MM', 24 hours. */
  opens: string;
  closes: string;
}

export type OpeningHours = Record<WeekDay, DayHours>;

/** '09:00' → '9:00', as Spanish text writes the hour. */
function spokenTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/**
 * The week in one sentence, consecutive days with the same hours together:
 * 'De lunes a viernes, de 9:00 a 19:00 (hora peninsular)'; 'Sin horario de atención por ahora' when no day opens.
 */
export function describeOpeningHours(hours: OpeningHours): string {
  const groups: { from: WeekDay; to: WeekDay; opens: string; closes: string }[] = [];
  for (const day of WEEK_DAYS) {
    const { open, opens, closes } = hours[day];
    if (!open) continue;
    const last = groups.at(-1);
    const previous = WEEK_DAYS[WEEK_DAYS.indexOf(day) - 1];
    if (last && last.to === previous && last.opens === opens && last.closes === closes) last.to = day;
    else groups.push({ from: day, to: day, opens, closes });
  }
  if (groups.length === 0) return 'Sin horario de atención por ahora';
  const parts = groups.map(({ from, to, opens, closes }) => {
    const days =
      from === to
        ? `${WEEK_DAY_NAMES[from]}`
        : WEEK_DAYS.indexOf(to) - WEEK_DAYS.indexOf(from) === 1
          ? `${WEEK_DAY_NAMES[from]} y ${WEEK_DAY_NAMES[to]}`
          : `de ${WEEK_DAY_NAMES[from]} a ${WEEK_DAY_NAMES[to]}`;
    return `${days}, de ${spokenTime(opens)} a ${spokenTime(closes)}`;
  });
  const sentence = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join('; ')} y ${parts.at(-1)!}`;
  const capitalised = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return `${capitalised} (hora peninsular)`;
}

/** 'es91 2100 0418 4502 0005 1332' → 'ES9121000418450200051332'. */
export function normaliseIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** An IBAN with a right check (ISO 13616, mod 97); Spanish ones are 24 characters. */
export function isValidIban(raw: string): boolean {
  const iban = normaliseIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('ES') && iban.length !== 24) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** In groups of four, as banks print it: 'ES91 2100 0418 4502 0005 1332'. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
