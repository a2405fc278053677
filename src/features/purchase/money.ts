import { useIntl } from 'react-intl';

/** Minor units (halalas) as money in the page's language: `formatMoney(123450, 'SAR')` -> "SAR 1,234.50" / "١٬٢٣٤٫٥٠ ر.س.‏". */
export function useMoney() {
  const intl = useIntl();
  return (minor: number, currency: string) => intl.formatNumber(minor / 100, { style: 'currency', currency });
}
