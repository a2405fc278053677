// The words of the PDF documents and the messages about a policy, in English and Arabic, and the
// formats of their numbers, dates and money (Arabic with Arabic-Indic digits, as the app shows them).
import { destinationZoneNames, type StoredRiskDetails } from '../../contract/catalogue.ts';
import { arabicPlate } from '../../contract/vehicle.ts';

export type DocumentLanguage = 'en' | 'ar';

export const documentLabels = {
  en: {
    certificateTitle: 'Insurance policy certificate',
    invoiceTitle: 'Simplified tax invoice',
    policyNumber: 'Policy number',
    orderNumber: 'Order number',
    status: 'Status',
    issued: 'Issued',
    pending: 'Pending review',
    cancelled: 'Cancelled',
    cancelledBanner: 'CANCELLED',
    cancelledFrom: 'Cancelled from',
    product: 'Product',
    insurer: 'Insurer',
    broker: 'Broker',
    licence: 'licence',
    policyholder: 'Policyholder',
    insuredPersons: 'Insured persons',
    insuredObject: 'Insured',
    cover: 'Period of cover',
    coverages: 'What is covered',
    included: 'Included',
    deductible: 'Deductible',
    addOns: 'Add-ons',
    premium: 'Premium before VAT',
    vat: 'VAT (15%)',
    total: 'Total paid',
    issuedOn: 'Issued on',
    seller: 'Seller',
    vatNumber: 'VAT registration number',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Date and time of issue',
    buyer: 'Customer',
    item: 'Item',
    amount: 'Amount (excl. VAT)',
    totalExclVat: 'Total excluding VAT',
    vatAmount: 'VAT at 15%',
    totalInclVat: 'Total including VAT',
    paidBy: 'Paid by',
    card: 'Card',
    wallet: 'Wallet',
    giftCard: 'Gift card',
    qrNote: 'Scan to verify this invoice (ZATCA)',
    vehicle: 'Vehicle',
    plate: 'Plate',
    home: 'Home',
    trip: 'Trip',
    travellers: 'travellers',
    members: 'Members',
    life: 'Life cover',
    years: 'years',
  },
  ar: {
    certificateTitle: 'شهادة وثيقة التأمين',
    invoiceTitle: 'فاتورة ضريبية مبسطة',
    policyNumber: 'رقم الوثيقة',
    orderNumber: 'رقم الطلب',
    status: 'الحالة',
    issued: 'صادرة',
    pending: 'قيد المراجعة',
    cancelled: 'ملغاة',
    cancelledBanner: 'ملغاة',
    cancelledFrom: 'ملغاة اعتبارا من',
    product: 'المنتج',
    insurer: 'شركة التأمين',
    broker: 'الوسيط',
    licence: 'ترخيص',
    policyholder: 'حامل الوثيقة',
    insuredPersons: 'المؤمن عليهم',
    insuredObject: 'محل التأمين',
    cover: 'مدة التغطية',
    coverages: 'التغطيات',
    included: 'مشمولة',
    deductible: 'مبلغ التحمل',
    addOns: 'الإضافات',
    premium: 'القسط قبل الضريبة',
    vat: 'ضريبة القيمة المضافة (١٥٪)',
    total: 'إجمالي المدفوع',
    issuedOn: 'تاريخ الإصدار',
    seller: 'البائع',
    vatNumber: 'رقم التسجيل الضريبي',
    invoiceNumber: 'رقم الفاتورة',
    invoiceDate: 'تاريخ ووقت الإصدار',
    buyer: 'العميل',
    item: 'البند',
    amount: 'المبلغ (دون الضريبة)',
    totalExclVat: 'المجموع دون ضريبة القيمة المضافة',
    vatAmount: 'ضريبة القيمة المضافة ١٥٪',
    totalInclVat: 'المجموع شامل ضريبة القيمة المضافة',
    paidBy: 'طريقة الدفع',
    card: 'بطاقة',
    wallet: 'المحفظة',
    giftCard: 'بطاقة هدية',
    qrNote: 'امسح الرمز للتحقق من الفاتورة (هيئة الزكاة والضريبة والجمارك)',
    vehicle: 'المركبة',
    plate: 'اللوحة',
    home: 'المنزل',
    trip: 'الرحلة',
    travellers: 'مسافرين',
    members: 'الأفراد',
    life: 'تأمين الحياة',
    years: 'سنوات',
  },
} as const;

export interface Formats {
  money: (minor: number) => string;
  /** A `YYYY-MM-DD` day or an ISO moment, as a long date. */
  day: (iso: string) => string;
  dateTime: (iso: string) => string;
  number: (value: number) => string;
  list: (items: string[]) => string;
}

const madeFormats = new Map<string, Formats>();

/** The formats of a language and currency, made once (an Intl formatter costs far more to make than to use). */
export function formatsFor(lang: DocumentLanguage, currency: string): Formats {
  const key = `${lang}:${currency}`;
  let formats = madeFormats.get(key);
  if (!formats) madeFormats.set(key, (formats = makeFormats(lang, currency)));
  return formats;
}

function makeFormats(lang: DocumentLanguage, currency: string): Formats {
  const locale = lang === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Riyadh' });
  const number = new Intl.NumberFormat(locale, { useGrouping: false });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return {
    money: (minor) => money.format(minor / 100),
    day: (iso) => day.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    number: (value) => number.format(value),
    list: (items) => list.format(items),
  };
}

/** The list comma of the language (Arabic has its own). */
export const comma = (lang: DocumentLanguage) => (lang === 'ar' ? '، ' : ', ');

/** What the policy insures, in one line (the vehicle, the home, the trip, the members). */
export function insuredObjectText(risk: StoredRiskDetails, lang: DocumentLanguage, f: Formats): string {
  const l = documentLabels[lang];
  switch (risk.categoryId) {
    case 'motor': {
      const arabic = risk.plateNumber ? arabicPlate(risk.plateNumber) : null;
      const plate = arabic && lang === 'ar' ? `${arabic.letters} ${arabic.digits}` : risk.plateNumber;
      return `${l.vehicle}: ${risk.vehicleMake} ${risk.vehicleModel} ${f.number(risk.vehicleYear)}${plate ? `${comma(lang)}${l.plate} ${plate}` : ''}`;
    }
    case 'home':
      return `${l.home}: ${[risk.buildingNumber, risk.street, risk.district, risk.city, risk.postalCode].filter(Boolean).join(comma(lang))}`;
    case 'travel':
      return `${l.trip}: ${destinationZoneNames[risk.destinationZone][lang]}${comma(lang)}${f.day(risk.departureDate)} – ${f.day(risk.returnDate)}${comma(lang)}${f.number(risk.travellerAges.length)} ${l.travellers}`;
    case 'health':
      return `${l.members}: ${f.number(risk.members.length)}`;
    case 'life':
      return `${l.life}: ${f.money(risk.sumAssuredMinor)}${comma(lang)}${f.number(risk.termYears)} ${l.years}`;
  }
}
