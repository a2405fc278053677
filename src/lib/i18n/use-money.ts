import { useIntl } from 'react-intl';

/**
 * Minor units (halalas) as money in the page's language: `money(123450, 'SAR')` -> "SAR 1,234.50" in
 * English, "١٬٢٣٤٫٥٠ ر.س.‏" in Arabic (Arabic-Indic digits and the riyal sign).
 */
export function useMoney() {
  const intl = useIntl();
  return (minor: number, currency: string) => intl.formatNumber(minor / 100, { style: 'currency', currency });
}
