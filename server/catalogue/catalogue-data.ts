// The catalogue's reference data in English and Arabic, with each category's pricing rule. Seeded by
// catalogue-seed.ts on every start (upserts, so editing a value here and restarting changes it).
// Insurers and brokers are fictional. Amounts are SAR halalas (100 = 1 SAR).
import type { CategoryId } from '../../contract/catalogue.ts';
import type { CoverageRow } from '../db/tables/purchase.ts';
import type { PricingRule } from '../purchase/pricing.ts';

export const CURRENCY = 'SAR';
/** Saudi VAT, 15%. */
export const VAT_BASIS_POINTS = 1500;
/** A quote can be ordered and paid for 15 minutes. */
export const QUOTE_VALIDITY_SECONDS = 15 * 60;

const SAR = (amount: number) => amount * 100;

export interface CategorySeed {
  id: CategoryId;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  startDateWindowDays: number;
  insuresSeveralPeople: boolean;
  rule: PricingRule;
}

export const categorySeeds: CategorySeed[] = [
  {
    id: 'motor',
    nameEn: 'Motor',
    nameAr: 'تأمين المركبات',
    descriptionEn: 'Comprehensive and third-party cover for your car.',
    descriptionAr: 'تغطية شاملة وضد الغير لسيارتك.',
    startDateWindowDays: 30,
    insuresSeveralPeople: false,
    rule: {
      kind: 'motor',
      baseRateBasisPoints: 250,
      vehicleAgeBands: [
        { maxAge: 2, factorBasisPoints: 10_000 },
        { maxAge: 5, factorBasisPoints: 10_800 },
        { maxAge: 10, factorBasisPoints: 12_000 },
        { maxAge: 40, factorBasisPoints: 14_000 },
      ],
      driverAgeBands: [
        { maxAge: 21, factorBasisPoints: 18_000 },
        { maxAge: 25, factorBasisPoints: 14_000 },
        { maxAge: 60, factorBasisPoints: 10_000 },
        { maxAge: 70, factorBasisPoints: 12_000 },
        { maxAge: 80, factorBasisPoints: 15_000 },
      ],
      noClaimsDiscountBasisPointsPerYear: 500,
      maxNoClaimsDiscountBasisPoints: 3000,
      minimumPremiumMinor: SAR(800),
    },
  },
  {
    id: 'travel',
    nameEn: 'Travel',
    nameAr: 'تأمين السفر',
    descriptionEn: 'Medical emergencies, delays and lost luggage abroad.',
    descriptionAr: 'الطوارئ الطبية وتأخر الرحلات وفقدان الأمتعة في الخارج.',
    startDateWindowDays: 90,
    insuresSeveralPeople: true,
    rule: {
      kind: 'travel',
      dailyRateMinorByZone: { gcc: 600, worldwide_excluding_americas: 1500, worldwide: 2400 },
      travellerAgeBands: [
        { maxAge: 17, factorBasisPoints: 5000 },
        { maxAge: 64, factorBasisPoints: 10_000 },
        { maxAge: 75, factorBasisPoints: 20_000 },
        { maxAge: 85, factorBasisPoints: 30_000 },
      ],
      minimumPremiumMinor: SAR(30),
    },
  },
  {
    id: 'health',
    nameEn: 'Health',
    nameAr: 'التأمين الصحي',
    descriptionEn: 'Medical cover for you and your family.',
    descriptionAr: 'تغطية طبية لك ولعائلتك.',
    startDateWindowDays: 30,
    insuresSeveralPeople: true,
    rule: {
      kind: 'health',
      memberAgeBands: [
        { maxAge: 17, annualMinor: SAR(1800) },
        { maxAge: 29, annualMinor: SAR(3000) },
        { maxAge: 44, annualMinor: SAR(4200) },
        { maxAge: 59, annualMinor: SAR(6500) },
        { maxAge: 75, annualMinor: SAR(11_000) },
      ],
      familyDiscountFromMembers: 3,
      familyDiscountBasisPoints: 1000,
    },
  },
  {
    id: 'home',
    nameEn: 'Home',
    nameAr: 'تأمين المنازل',
    descriptionEn: 'Your building and belongings against fire, water damage and theft.',
    descriptionAr: 'منزلك ومقتنياتك ضد الحريق وأضرار المياه والسرقة.',
    startDateWindowDays: 60,
    insuresSeveralPeople: false,
    rule: {
      kind: 'home',
      buildingRatePpm: 1000,
      contentsRatePpm: 3000,
      propertyTypeFactorBasisPoints: { apartment: 9000, villa: 10_000 },
      minimumPremiumMinor: SAR(300),
    },
  },
  {
    id: 'life',
    nameEn: 'Life',
    nameAr: 'تأمين الحياة',
    descriptionEn: 'Protection for the people who depend on you.',
    descriptionAr: 'حماية لمن يعتمدون عليك.',
    startDateWindowDays: 30,
    insuresSeveralPeople: false,
    rule: {
      kind: 'life',
      ageBands: [
        { maxAge: 30, ratePpm: 1200 },
        { maxAge: 40, ratePpm: 2000 },
        { maxAge: 50, ratePpm: 4000 },
        { maxAge: 65, ratePpm: 9000 },
      ],
      termBands: [
        { maxYears: 10, factorBasisPoints: 10_000 },
        { maxYears: 20, factorBasisPoints: 10_800 },
        { maxYears: 30, factorBasisPoints: 11_800 },
      ],
      smokerFactorBasisPoints: 17_500,
      minimumPremiumMinor: SAR(500),
    },
  },
];

export const insurerSeeds = [
  { id: 'najd-mutual', nameEn: 'Najd Mutual Insurance', nameAr: 'نجد للتأمين التعاوني' },
  { id: 'gulf-shield', nameEn: 'Gulf Shield Insurance', nameAr: 'درع الخليج للتأمين' },
  { id: 'alwaha-takaful', nameEn: 'Al Waha Takaful', nameAr: 'الواحة للتكافل' },
  { id: 'sahel-health', nameEn: 'Sahel Health Insurance', nameAr: 'الساحل للتأمين الصحي' },
  { id: 'raya-life', nameEn: 'Raya Life', nameAr: 'راية للحياة' },
].map((insurer) => ({ ...insurer, logoUrl: `/images/insurers/${insurer.id}.svg` }));

export const brokerSeeds = [
  {
    id: 'amanah-brokers',
    nameEn: 'Amanah Insurance Brokers',
    nameAr: 'أمانة لوساطة التأمين',
    licenceCode: 'IA-BR-2019-0101',
    ratingTenths: 48,
    categoryIds: ['motor', 'travel', 'health', 'home', 'life'],
  },
  {
    id: 'falcon-brokers',
    nameEn: 'Falcon Brokers',
    nameAr: 'الصقر للوساطة',
    licenceCode: 'IA-BR-2020-0147',
    ratingTenths: 45,
    categoryIds: ['motor', 'travel', 'home'],
  },
  {
    id: 'crescent-brokers',
    nameEn: 'Crescent Insurance Brokerage',
    nameAr: 'الهلال لوساطة التأمين',
    licenceCode: 'IA-BR-2018-0032',
    ratingTenths: 43,
    categoryIds: ['travel', 'health', 'life'],
  },
  {
    id: 'dunes-brokers',
    nameEn: 'Dunes Brokers',
    nameAr: 'الكثبان للوساطة',
    licenceCode: 'IA-BR-2021-0219',
    ratingTenths: 41,
    categoryIds: ['motor', 'home'],
  },
  {
    id: 'pearl-coast-brokers',
    nameEn: 'Pearl Coast Brokers',
    nameAr: 'ساحل اللؤلؤ للوساطة',
    licenceCode: 'IA-BR-2022-0305',
    ratingTenths: 46,
    categoryIds: ['motor', 'travel', 'health', 'life'],
  },
].map((broker, index) => ({ ...broker, logoUrl: `/images/brokers/${broker.id}.svg`, sortOrder: index }) as const);

const cov = (key: string, labelEn: string, labelAr: string, limitSar: number | null, insures?: CoverageRow['insures']): CoverageRow => ({
  key,
  labelEn,
  labelAr,
  limitMinor: limitSar === null ? null : SAR(limitSar),
  ...(insures ? { insures } : {}),
});

export interface PlanSeed {
  id: string;
  nameEn: string;
  nameAr: string;
  coverages: CoverageRow[];
  deductibleMinor: number;
  needsManualReview: boolean;
  priceFactorBasisPoints: number;
}

export interface AddOnSeed {
  id: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  pricingKind: 'flat' | 'percentOfPremium';
  pricingValue: number;
}

export interface ProductSeed {
  id: string;
  categoryId: CategoryId;
  insurerId: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  plans: PlanSeed[];
  addOns: AddOnSeed[];
}

const thirdParty = cov('third_party_liability', 'Third-party liability', 'المسؤولية تجاه الغير', 10_000_000);
const ownDamage = cov('own_damage', 'Damage to your car (up to its value)', 'أضرار مركبتك (حتى قيمتها)', null);
const roadside = cov('roadside_assistance', 'Roadside assistance', 'المساعدة على الطريق', null);
const travelMedical = (limit: number) => cov('emergency_medical', 'Emergency medical expenses', 'النفقات الطبية الطارئة', limit);
const baggage = (limit: number) => cov('baggage', 'Lost or delayed baggage', 'فقدان الأمتعة أو تأخرها', limit);
const tripCancel = (limit: number) => cov('trip_cancellation', 'Trip cancellation', 'إلغاء الرحلة', limit);
const inpatient = (limit: number) => cov('inpatient', 'Hospital stays', 'التنويم في المستشفى', limit);
const outpatient = (limit: number) => cov('outpatient', 'Clinic visits and medicines', 'زيارات العيادات والأدوية', limit);
// A home policy lists a part's covers only when that part is insured (a tenant's contents-only policy has no building cover).
const building = cov('building', 'Building (up to its declared value)', 'المبنى (حتى قيمته المعلنة)', null, 'building');
const contents = cov('contents', 'Contents (up to their declared value)', 'المحتويات (حتى قيمتها المعلنة)', null, 'contents');
const deathBenefit = cov('death_benefit', 'Death benefit (the sum assured)', 'مبلغ الوفاة (مبلغ التأمين)', null);

export const productSeeds: ProductSeed[] = [
  {
    id: 'najd-motor',
    categoryId: 'motor',
    insurerId: 'najd-mutual',
    nameEn: 'Najd Motor',
    nameAr: 'نجد للمركبات',
    descriptionEn: 'Straightforward motor cover with agency-approved workshops.',
    descriptionAr: 'تأمين مركبات واضح مع ورش معتمدة من الوكالة.',
    plans: [
      {
        id: 'najd-motor-third-party',
        nameEn: 'Third party',
        nameAr: 'ضد الغير',
        coverages: [thirdParty],
        deductibleMinor: 0,
        needsManualReview: false,
        priceFactorBasisPoints: 4500,
      },
      {
        id: 'najd-motor-comprehensive',
        nameEn: 'Comprehensive',
        nameAr: 'شامل',
        coverages: [ownDamage, thirdParty, roadside],
        deductibleMinor: SAR(500),
        needsManualReview: false,
        priceFactorBasisPoints: 10_000,
      },
    ],
    addOns: [
      {
        id: 'najd-motor-replacement-car',
        nameEn: 'Replacement car',
        nameAr: 'سيارة بديلة',
        descriptionEn: 'A car for up to 15 days while yours is repaired.',
        descriptionAr: 'سيارة لمدة تصل إلى ١٥ يومًا أثناء إصلاح سيارتك.',
        pricingKind: 'flat',
        pricingValue: SAR(300),
      },
      {
        id: 'najd-motor-driver-accident',
        nameEn: 'Driver personal accident',
        nameAr: 'الحوادث الشخصية للسائق',
        descriptionEn: 'Pays up to 100,000 SAR if the driver is injured.',
        descriptionAr: 'يدفع حتى ١٠٠٬٠٠٠ ريال إذا أصيب السائق.',
        pricingKind: 'flat',
        pricingValue: SAR(150),
      },
    ],
  },
  {
    id: 'shield-drive',
    categoryId: 'motor',
    insurerId: 'gulf-shield',
    nameEn: 'Shield Drive',
    nameAr: 'درع القيادة',
    descriptionEn: 'Comprehensive cover with agency repairs for newer cars.',
    descriptionAr: 'تغطية شاملة مع الإصلاح في الوكالة للسيارات الحديثة.',
    plans: [
      {
        id: 'shield-drive-comprehensive',
        nameEn: 'Comprehensive',
        nameAr: 'شامل',
        coverages: [ownDamage, thirdParty],
        deductibleMinor: SAR(1000),
        needsManualReview: false,
        priceFactorBasisPoints: 9500,
      },
      {
        id: 'shield-drive-comprehensive-plus',
        nameEn: 'Comprehensive Plus',
        nameAr: 'شامل بلس',
        coverages: [ownDamage, thirdParty, roadside, cov('natural_disasters', 'Floods and storms', 'السيول والعواصف', null)],
        deductibleMinor: SAR(250),
        needsManualReview: false,
        priceFactorBasisPoints: 12_000,
      },
    ],
    addOns: [
      {
        id: 'shield-drive-agency-repair',
        nameEn: 'Agency repair',
        nameAr: 'الإصلاح في الوكالة',
        descriptionEn: 'Repairs at the brand dealer, not a partner workshop.',
        descriptionAr: 'الإصلاح لدى وكيل العلامة التجارية بدلًا من ورشة شريكة.',
        pricingKind: 'percentOfPremium',
        pricingValue: 1000,
      },
      {
        id: 'shield-drive-gcc-extension',
        nameEn: 'GCC extension',
        nameAr: 'التمديد لدول الخليج',
        descriptionEn: 'The same cover while driving in the GCC countries.',
        descriptionAr: 'التغطية نفسها أثناء القيادة في دول مجلس التعاون.',
        pricingKind: 'flat',
        pricingValue: SAR(200),
      },
    ],
  },
  {
    id: 'safar-takaful',
    categoryId: 'travel',
    insurerId: 'alwaha-takaful',
    nameEn: 'Safar Takaful',
    nameAr: 'سفر تكافل',
    descriptionEn: 'Sharia-compliant travel cover, accepted for Schengen visas.',
    descriptionAr: 'تأمين سفر متوافق مع الشريعة ومقبول لتأشيرات شنغن.',
    plans: [
      {
        id: 'safar-takaful-essential',
        nameEn: 'Essential',
        nameAr: 'الأساسية',
        coverages: [travelMedical(375_000), baggage(2000)],
        deductibleMinor: 0,
        needsManualReview: false,
        priceFactorBasisPoints: 8000,
      },
      {
        id: 'safar-takaful-plus',
        nameEn: 'Plus',
        nameAr: 'بلس',
        coverages: [travelMedical(1_000_000), baggage(5000), tripCancel(10_000)],
        deductibleMinor: 0,
        needsManualReview: false,
        priceFactorBasisPoints: 11_000,
      },
    ],
    addOns: [
      {
        id: 'safar-takaful-winter-sports',
        nameEn: 'Winter sports',
        nameAr: 'الرياضات الشتوية',
        descriptionEn: 'Skiing and snowboarding injuries.',
        descriptionAr: 'إصابات التزلج على الجليد.',
        pricingKind: 'percentOfPremium',
        pricingValue: 2500,
      },
      {
        id: 'safar-takaful-gadgets',
        nameEn: 'Gadgets',
        nameAr: 'الأجهزة الإلكترونية',
        descriptionEn: 'Phones and laptops up to 5,000 SAR.',
        descriptionAr: 'الهواتف والحواسيب حتى ٥٬٠٠٠ ريال.',
        pricingKind: 'flat',
        pricingValue: SAR(50),
      },
    ],
  },
  {
    id: 'shield-travel',
    categoryId: 'travel',
    insurerId: 'gulf-shield',
    nameEn: 'Shield Travel',
    nameAr: 'درع السفر',
    descriptionEn: 'Travel cover with a 24-hour assistance line.',
    descriptionAr: 'تأمين سفر مع خط مساعدة على مدار الساعة.',
    plans: [
      {
        id: 'shield-travel-standard',
        nameEn: 'Standard',
        nameAr: 'القياسية',
        coverages: [travelMedical(500_000), baggage(3000), tripCancel(5000)],
        deductibleMinor: SAR(100),
        needsManualReview: false,
        priceFactorBasisPoints: 10_000,
      },
      {
        id: 'shield-travel-premier',
        nameEn: 'Premier',
        nameAr: 'المميزة',
        coverages: [travelMedical(2_000_000), baggage(8000), tripCancel(20_000)],
        deductibleMinor: 0,
        needsManualReview: false,
        priceFactorBasisPoints: 14_000,
      },
    ],
    addOns: [
      {
        id: 'shield-travel-adventure',
        nameEn: 'Adventure activities',
        nameAr: 'الأنشطة المغامرة',
        descriptionEn: 'Diving, hiking above 3,000 m and similar.',
        descriptionAr: 'الغوص والمشي فوق ٣٬٠٠٠ متر وما يشبهها.',
        pricingKind: 'percentOfPremium',
        pricingValue: 3000,
      },
    ],
  },
  {
    id: 'sahel-care',
    categoryId: 'health',
    insurerId: 'sahel-health',
    nameEn: 'Sahel Care',
    nameAr: 'الساحل كير',
    descriptionEn: 'Health cover with a wide hospital network.',
    descriptionAr: 'تأمين صحي مع شبكة مستشفيات واسعة.',
    plans: [
      {
        id: 'sahel-care-bronze',
        nameEn: 'Bronze',
        nameAr: 'البرونزية',
        coverages: [inpatient(250_000), outpatient(20_000)],
        deductibleMinor: SAR(100),
        needsManualReview: false,
        priceFactorBasisPoints: 8000,
      },
      {
        id: 'sahel-care-silver',
        nameEn: 'Silver',
        nameAr: 'الفضية',
        coverages: [inpatient(500_000), outpatient(50_000)],
        deductibleMinor: SAR(50),
        needsManualReview: false,
        priceFactorBasisPoints: 10_000,
      },
      {
        id: 'sahel-care-gold',
        nameEn: 'Gold',
        nameAr: 'الذهبية',
        coverages: [inpatient(1_000_000), outpatient(100_000), cov('maternity', 'Maternity', 'الأمومة', 30_000)],
        deductibleMinor: 0,
        needsManualReview: true,
        priceFactorBasisPoints: 14_000,
      },
    ],
    addOns: [
      {
        id: 'sahel-care-dental',
        nameEn: 'Dental',
        nameAr: 'الأسنان',
        descriptionEn: 'Check-ups, fillings and extractions up to 3,000 SAR a year.',
        descriptionAr: 'الفحوص والحشوات والخلع حتى ٣٬٠٠٠ ريال سنويًا.',
        pricingKind: 'flat',
        pricingValue: SAR(400),
      },
      {
        id: 'sahel-care-optical',
        nameEn: 'Optical',
        nameAr: 'البصريات',
        descriptionEn: 'Glasses or lenses up to 1,000 SAR a year.',
        descriptionAr: 'نظارات أو عدسات حتى ١٬٠٠٠ ريال سنويًا.',
        pricingKind: 'flat',
        pricingValue: SAR(200),
      },
    ],
  },
  {
    id: 'najd-family-health',
    categoryId: 'health',
    insurerId: 'najd-mutual',
    nameEn: 'Najd Family Health',
    nameAr: 'نجد الصحي للعائلة',
    descriptionEn: 'One policy for the whole family.',
    descriptionAr: 'وثيقة واحدة للعائلة كلها.',
    plans: [
      {
        id: 'najd-family-health-standard',
        nameEn: 'Standard',
        nameAr: 'القياسية',
        coverages: [inpatient(500_000), outpatient(30_000)],
        deductibleMinor: SAR(75),
        needsManualReview: false,
        priceFactorBasisPoints: 9500,
      },
      {
        id: 'najd-family-health-premium',
        nameEn: 'Premium',
        nameAr: 'المميزة',
        coverages: [inpatient(1_000_000), outpatient(75_000), cov('chronic', 'Chronic conditions', 'الأمراض المزمنة', 50_000)],
        deductibleMinor: 0,
        needsManualReview: true,
        priceFactorBasisPoints: 13_000,
      },
    ],
    addOns: [
      {
        id: 'najd-family-health-maternity',
        nameEn: 'Maternity',
        nameAr: 'الأمومة',
        descriptionEn: 'Pregnancy and delivery up to 25,000 SAR.',
        descriptionAr: 'الحمل والولادة حتى ٢٥٬٠٠٠ ريال.',
        pricingKind: 'percentOfPremium',
        pricingValue: 1500,
      },
    ],
  },
  {
    id: 'bayti-takaful',
    categoryId: 'home',
    insurerId: 'alwaha-takaful',
    nameEn: 'Bayti Takaful',
    nameAr: 'بيتي تكافل',
    descriptionEn: 'Home takaful for owners and tenants.',
    descriptionAr: 'تكافل المنازل للملاك والمستأجرين.',
    plans: [
      {
        id: 'bayti-takaful-basic',
        nameEn: 'Fire and water',
        nameAr: 'الحريق والمياه',
        coverages: [building, contents],
        deductibleMinor: SAR(500),
        needsManualReview: false,
        priceFactorBasisPoints: 9000,
      },
      {
        id: 'bayti-takaful-complete',
        nameEn: 'Complete',
        nameAr: 'الكاملة',
        coverages: [building, contents, cov('theft', 'Theft of contents', 'سرقة المحتويات', 50_000, 'contents'), cov('liability', 'Liability to others', 'المسؤولية تجاه الآخرين', 1_000_000)],
        deductibleMinor: SAR(250),
        needsManualReview: false,
        priceFactorBasisPoints: 12_000,
      },
    ],
    addOns: [
      {
        id: 'bayti-takaful-accidental-damage',
        nameEn: 'Accidental damage',
        nameAr: 'الأضرار العرضية',
        descriptionEn: 'Spills, breakages and other accidents at home.',
        descriptionAr: 'الانسكاب والكسر وغيرها من الحوادث في المنزل.',
        pricingKind: 'percentOfPremium',
        pricingValue: 2000,
      },
    ],
  },
  {
    id: 'najd-home-shield',
    categoryId: 'home',
    insurerId: 'najd-mutual',
    nameEn: 'Najd Home Shield',
    nameAr: 'نجد لحماية المنزل',
    descriptionEn: 'Building and contents cover with emergency repairs.',
    descriptionAr: 'تغطية المبنى والمحتويات مع الإصلاحات الطارئة.',
    plans: [
      {
        id: 'najd-home-shield-standard',
        nameEn: 'Standard',
        nameAr: 'القياسية',
        coverages: [building, contents, cov('emergency_repairs', 'Emergency repairs to the building', 'الإصلاحات الطارئة للمبنى', 5000, 'building')],
        deductibleMinor: SAR(300),
        needsManualReview: false,
        priceFactorBasisPoints: 10_000,
      },
    ],
    addOns: [
      {
        id: 'najd-home-shield-valuables',
        nameEn: 'Valuables',
        nameAr: 'المقتنيات الثمينة',
        descriptionEn: 'Jewellery and watches up to 30,000 SAR.',
        descriptionAr: 'المجوهرات والساعات حتى ٣٠٬٠٠٠ ريال.',
        pricingKind: 'flat',
        pricingValue: SAR(250),
      },
    ],
  },
  {
    id: 'raya-term-life',
    categoryId: 'life',
    insurerId: 'raya-life',
    nameEn: 'Raya Term Life',
    nameAr: 'راية للحياة المؤقتة',
    descriptionEn: 'A fixed sum for your family if you die during the term.',
    descriptionAr: 'مبلغ ثابت لعائلتك في حال الوفاة خلال مدة التأمين.',
    plans: [
      {
        id: 'raya-term-life-term',
        nameEn: 'Term',
        nameAr: 'مؤقت',
        coverages: [deathBenefit],
        deductibleMinor: 0,
        needsManualReview: false,
        priceFactorBasisPoints: 10_000,
      },
      {
        id: 'raya-term-life-critical-illness',
        nameEn: 'Term with critical illness',
        nameAr: 'مؤقت مع الأمراض الخطيرة',
        coverages: [deathBenefit, cov('critical_illness', 'Critical illness (half the sum assured)', 'الأمراض الخطيرة (نصف مبلغ التأمين)', null)],
        deductibleMinor: 0,
        needsManualReview: true,
        priceFactorBasisPoints: 13_500,
      },
    ],
    addOns: [
      {
        id: 'raya-term-life-accidental-death',
        nameEn: 'Double on accidental death',
        nameAr: 'ضعف المبلغ عند الوفاة بحادث',
        descriptionEn: 'Twice the sum assured when death is caused by an accident.',
        descriptionAr: 'ضعف مبلغ التأمين عندما تكون الوفاة بسبب حادث.',
        pricingKind: 'percentOfPremium',
        pricingValue: 1000,
      },
    ],
  },
  {
    id: 'family-takaful',
    categoryId: 'life',
    insurerId: 'alwaha-takaful',
    nameEn: 'Family Takaful',
    nameAr: 'تكافل العائلة',
    descriptionEn: 'Family protection takaful with a savings share.',
    descriptionAr: 'تكافل لحماية العائلة مع حصة ادخار.',
    plans: [
      {
        id: 'family-takaful-protection',
        nameEn: 'Family protection',
        nameAr: 'حماية العائلة',
        coverages: [deathBenefit, cov('disability', 'Total permanent disability', 'العجز الكلي الدائم', null)],
        deductibleMinor: 0,
        needsManualReview: true,
        priceFactorBasisPoints: 11_000,
      },
    ],
    addOns: [
      {
        id: 'family-takaful-waiver',
        nameEn: 'Contribution waiver',
        nameAr: 'الإعفاء من الاشتراكات',
        descriptionEn: 'No more contributions to pay after a disability.',
        descriptionAr: 'لا اشتراكات بعد الإصابة بالعجز.',
        pricingKind: 'percentOfPremium',
        pricingValue: 500,
      },
    ],
  },
];

/** Gift cards for development and tests (documented in the README). */
export const giftCardSeeds = [
  { serial: 'GIFT-1000-TEST', balanceMinor: SAR(100), expiresOn: null },
  { serial: 'GIFT-5000-TEST', balanceMinor: SAR(500), expiresOn: null },
  { serial: 'GIFT-20000-TEST', balanceMinor: SAR(20_000), expiresOn: null },
  { serial: 'GIFT-USED-TEST', balanceMinor: 0, expiresOn: null },
  { serial: 'GIFT-EXPIRED-TEST', balanceMinor: SAR(100), expiresOn: '2024-12-31' },
  // One each for end-to-end runs that must not share a balance: GIFT-E2E-01 .. GIFT-E2E-30, 1,000 SAR.
  ...Array.from({ length: 30 }, (_, i) => ({ serial: `GIFT-E2E-${String(i + 1).padStart(2, '0')}`, balanceMinor: SAR(1000), expiresOn: null })),
  // And for runs that pay part by gift card and the rest by card: GIFT-PART-01 .. GIFT-PART-20, 100 SAR.
  ...Array.from({ length: 20 }, (_, i) => ({ serial: `GIFT-PART-${String(i + 1).padStart(2, '0')}`, balanceMinor: SAR(100), expiresOn: null })),
];

/** Wallet credit the seed gives the seeded customer (by email) once, when that user exists. */
export const walletSeeds = [{ email: 'sara@example.com', amountMinor: SAR(500), reference: 'seed:sara@example.com:welcome' }];
