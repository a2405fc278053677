import { ConfigError, type ConfigVariable } from '../config.ts';

/** Who sells on the tax invoices: the name in both languages and the 15-digit VAT registration number. */
export interface SellerConfig {
  name: { en: string; ar: string };
  vatNumber: string;
}

export const sellerConfigVariables: readonly ConfigVariable[] = [
  { name: 'INVOICE_SELLER_NAME_EN', default: 'Insurance Marketplace Co. (required in production)', description: "The seller's name on tax invoices, in English." },
  { name: 'INVOICE_SELLER_NAME_AR', default: 'شركة سوق التأمين (required in production)', description: "The seller's name on tax invoices and in their QR code, in Arabic." },
  {
    name: 'INVOICE_SELLER_VAT_NUMBER',
    default: '300000000000003 (required in production)',
    description: "The seller's VAT registration number: 15 digits, starting and ending with 3.",
  },
];

type Env = Record<string, string | undefined>;

export function loadSellerConfig(env: Env = process.env): SellerConfig {
  const production = env.NODE_ENV === 'production';
  const read = (name: string, demo: string) => {
    const value = env[name]?.trim();
    if (value) return value;
    if (production) throw new ConfigError(`${name} must be set in production (it is printed on every tax invoice).`);
    return demo;
  };
  const vatNumber = read('INVOICE_SELLER_VAT_NUMBER', '300000000000003');
  if (!/^3\d{13}3$/.test(vatNumber)) throw new ConfigError('INVOICE_SELLER_VAT_NUMBER must be 15 digits, starting and ending with 3.');
  return { name: { en: read('INVOICE_SELLER_NAME_EN', 'Insurance Marketplace Co.'), ar: read('INVOICE_SELLER_NAME_AR', 'شركة سوق التأمين') }, vatNumber };
}
