import { normalizeDigits } from './phone-number.ts';

/**
 * Saudi number plates and vehicle identification numbers, read the way customers type them: Arabic or
 * Latin plate letters, Arabic-Indic digits, spaces or hyphens anywhere. Shared by the risk schema
 * (contract/catalogue.ts), the wizard and the certificate.
 */

/**
 * The 17 letters a Saudi plate may carry, Arabic with its Latin twin (the plate prints both). Other
 * letters (O, I, Q…) never appear on a plate.
 */
export const PLATE_LETTERS: readonly (readonly [latin: string, arabic: string])[] = [
  ['A', 'ا'],
  ['B', 'ب'],
  ['J', 'ح'],
  ['D', 'د'],
  ['R', 'ر'],
  ['S', 'س'],
  ['X', 'ص'],
  ['T', 'ط'],
  ['E', 'ع'],
  ['G', 'ق'],
  ['K', 'ك'],
  ['L', 'ل'],
  ['Z', 'م'],
  ['N', 'ن'],
  ['H', 'ه'],
  ['U', 'و'],
  ['V', 'ى'],
];

const latinOf = new Map<string, string>([
  ...PLATE_LETTERS.map(([latin]) => [latin, latin] as const),
  ...PLATE_LETTERS.map(([latin, arabic]) => [arabic, latin] as const),
  // The same letters as keyboards write them: alef with hamza, final heh, yeh for alef maqsura.
  ['أ', 'A'],
  ['إ', 'A'],
  ['آ', 'A'],
  ['ة', 'H'],
  ['ي', 'V'],
]);
const arabicOf = new Map(PLATE_LETTERS.map(([latin, arabic]) => [latin, arabic]));

/**
 * A plate as typed -> its canonical form `1234 ABD` (1-4 digits, a space, 1-3 Latin plate letters), or
 * null when it is not a Saudi plate. Letters may come before or after the digits, in either script.
 */
export function canonicalPlate(text: string): string | null {
  // The tatweel (ـ) that 'هـ' is often written with is decoration, not a letter.
  const compact = normalizeDigits(text).toUpperCase().replace(/[\s\-ـ]/g, '');
  const match = /^(?:(\d{1,4})(\D{1,3})|(\D{1,3})(\d{1,4}))$/u.exec(compact);
  if (!match) return null;
  const digits = match[1] ?? match[4]!;
  const letters = [...(match[2] ?? match[3]!)].map((letter) => latinOf.get(letter));
  if (letters.some((letter) => letter === undefined)) return null;
  return `${digits} ${letters.join('')}`;
}

/** A canonical plate (`1234 ABD`) as the Arabic side of a plate reads it: `أ ب د ١٢٣٤`-style letters and digits. */
export function arabicPlate(canonical: string): { digits: string; letters: string } {
  const [digits = '', letters = ''] = canonical.split(' ');
  return {
    digits: digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))),
    letters: [...letters].map((letter) => arabicOf.get(letter) ?? letter).join(' '),
  };
}

/** A VIN as typed -> upper case, Arabic-Indic digits read, spaces and hyphens dropped. */
export const normalizeVin = (text: string) => normalizeDigits(text).toUpperCase().replace(/[\s-]/g, '');

/** ISO 3779: 17 characters, digits and capital letters except I, O and Q (they read as 1 and 0). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A building number or postal code as typed: Arabic-Indic digits read, spaces and hyphens dropped. */
export const normalizeAddressNumber = (text: string) => normalizeDigits(text).replace(/[\s-]/g, '');
