import * as z from 'zod/mini';
import { withExamples } from './examples.ts';
import { canonicalPlate, normalizeAddressNumber, normalizeVin, VIN_PATTERN } from './vehicle.ts';
import { whenFieldsValid } from './refine-when.ts';
import { currencySchema, isoDateSchema, isoDateTimeSchema, minorAmountSchema } from './scalars.ts';
import { lineTextChecks } from './text-rules.ts';

/**
 * The catalogue (reference data, seeded in English and Arabic) and the risk details a customer gives
 * per category. Names and descriptions come in the request's language (`Accept-Language`), like geo.
 * Amounts are integer minor units (halalas for SAR) with an ISO 4217 currency next to them.
 */

export const categoryIds = ['motor', 'travel', 'health', 'home', 'life'] as const;
export const categoryIdSchema = z.enum(categoryIds);
export type CategoryId = z.infer<typeof categoryIdSchema>;

export { currencySchema, isoDateSchema, isoDateTimeSchema, minorAmountSchema };
const slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'A lower-case identifier.'));

/** Text in both languages, where a document (a policy certificate) needs them side by side. */
export const bilingualTextSchema = z.object({ en: z.string(), ar: z.string() });
export type BilingualText = z.infer<typeof bilingualTextSchema>;

export const categorySchema = z.object({
  categoryId: categoryIdSchema,
  name: z.string(),
  description: z.string(),
  /** A served static image, e.g. `/images/categories/motor.svg`. */
  imageUrl: z.string(),
  productCount: z.int(),
});
export type Category = z.infer<typeof categorySchema>;

export const insurerSchema = z.object({ insurerId: slug, name: z.string(), logoUrl: z.string() });
export type Insurer = z.infer<typeof insurerSchema>;

export const coverageSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The most the plan pays for this cover; null: no limit / not a money cover. */
  limitMinor: z.nullable(z.int()),
});
export type Coverage = z.infer<typeof coverageSchema>;

export const planSchema = z.object({
  planId: slug,
  name: z.string(),
  coverages: z.array(coverageSchema),
  deductibleMinor: minorAmountSchema,
  /** A plan an underwriter reviews after payment: its policy starts `pending_review`. */
  needsManualReview: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** flat: `value` is minor units; percentOfPremium: `value` is basis points (1000 = 10%) of the plan's premium. */
export const addOnPricingSchema = z.object({
  kind: z.enum(['flat', 'percentOfPremium']),
  value: z.int(),
});
export type AddOnPricing = z.infer<typeof addOnPricingSchema>;

export const addOnSchema = z.object({
  addOnId: slug,
  name: z.string(),
  description: z.string(),
  pricing: addOnPricingSchema,
});
export type AddOn = z.infer<typeof addOnSchema>;

export const productSchema = z.object({
  /** The spec's `productCategoryId`. */
  productId: slug,
  name: z.string(),
  insurer: insurerSchema,
  description: z.string(),
  imageUrl: z.string(),
  plans: z.array(planSchema),
  addOns: z.array(addOnSchema),
});
export type Product = z.infer<typeof productSchema>;

export const brokerSchema = z.object({
  brokerId: slug,
  name: z.string(),
  logoUrl: z.string(),
  licenceCode: z.string(),
  /** 0 to 5, one decimal. */
  rating: z.number(),
  /** Categories this broker sells. */
  categoryIds: z.array(categoryIdSchema),
});
export type Broker = z.infer<typeof brokerSchema>;

/** GET /catalogue/categories */
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const categoryParamsSchema = z.strictObject({ categoryId: categoryIdSchema });

/** GET /catalogue/categories/:categoryId */
export const categoryDetailResponseSchema = z.object({
  category: categorySchema,
  products: z.array(productSchema),
  /** Brokers that sell this category. */
  brokers: z.array(brokerSchema),
  /** Which risk form (schema below) the category asks for: same as categoryId. */
  riskForm: categoryIdSchema,
  /** The policy start date must lie within today .. today + this many days. */
  startDateWindowDays: z.int(),
  currency: currencySchema,
  /** Whether the category insures several people (health, travel): insured persons may be several. */
  insuresSeveralPeople: z.boolean(),
});
export type CategoryDetailResponse = z.infer<typeof categoryDetailResponseSchema>;

/** GET /catalogue/brokers */
export const brokersResponseSchema = z.object({ brokers: z.array(brokerSchema) });
export type BrokersResponse = z.infer<typeof brokersResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Risk details: one form per category. The server prices from these; limits here are the form's limits,
// the pricing rule (data) may refuse values outside what an insurer covers with a validation error.

const currentYear = new Date().getUTCFullYear();

const motorRiskFields = {
  categoryId: z.literal('motor'),
  vehicleMake: z.string().check(z.trim(), ...lineTextChecks(), z.minLength(2), z.maxLength(40)),
  vehicleModel: z.string().check(z.trim(), ...lineTextChecks(), z.minLength(1), z.maxLength(40)),
  /** Model year: 1990 .. next year. */
  vehicleYear: z.int().check(z.minimum(1990), z.maximum(currentYear + 1)),
  /** 10,000.00 .. 1,000,000.00 SAR. */
  vehicleValueMinor: z.int().check(z.minimum(1_000_000), z.maximum(100_000_000)),
  driverAge: z.int().check(z.minimum(18), z.maximum(80)),
  /** Years without a claim, 0..10. */
  noClaimsYears: z.int().check(z.minimum(0), z.maximum(10)),
  /**
   * The Saudi plate, stored canonical (`1234 ABD`: 1-4 digits, 1-3 Latin plate letters); typed in Arabic
   * or Latin letters, Arabic-Indic digits, any spacing (contract/vehicle.ts).
   */
  plateNumber: withExamples(
    z.string().check(
      z.overwrite((text) => canonicalPlate(text) ?? text),
      z.refine((text) => canonicalPlate(text) === text, 'Enter the plate: up to 4 digits and up to 3 plate letters.'),
    ),
    '1234 ABD',
  ),
  /** The chassis number (VIN): 17 letters and digits, no I, O or Q; stored upper case without spaces. */
  vin: z.string().check(z.overwrite(normalizeVin), z.regex(VIN_PATTERN, 'Enter the 17-character chassis number (VIN).')),
};
export const motorRiskSchema = z.strictObject(motorRiskFields);
export type MotorRisk = z.infer<typeof motorRiskSchema>;

export const destinationZones = ['gcc', 'worldwide_excluding_americas', 'worldwide'] as const;
export const destinationZoneSchema = z.enum(destinationZones);
/** A zone's name on the policy's documents (the certificate printed in both languages and its PDF). */
export const destinationZoneNames: Record<(typeof destinationZones)[number], BilingualText> = {
  gcc: { en: 'GCC countries', ar: 'دول مجلس التعاون الخليجي' },
  worldwide_excluding_americas: { en: 'Worldwide excluding the Americas', ar: 'العالم باستثناء الأمريكتين' },
  worldwide: { en: 'Worldwide', ar: 'العالم كله' },
};

export const travelRiskSchema = z
  .strictObject({
    categoryId: z.literal('travel'),
    destinationZone: destinationZoneSchema,
    departureDate: isoDateSchema,
    returnDate: isoDateSchema,
    /** Age of each traveller (0..85), 1..9 travellers. */
    travellerAges: z.array(z.int().check(z.minimum(0), z.maximum(85))).check(z.minLength(1), z.maxLength(9)),
  })
  .check(
    z.refine((risk) => risk.returnDate >= risk.departureDate, {
      message: 'The return date must be on or after the departure date.',
      path: ['returnDate'],
      ...whenFieldsValid('departureDate', 'returnDate'),
    }),
    z.refine((risk) => tripDays(risk.departureDate, risk.returnDate) <= 180, {
      message: 'A trip can last at most 180 days.',
      path: ['returnDate'],
      ...whenFieldsValid('departureDate', 'returnDate'),
    }),
  );
export type TravelRisk = z.infer<typeof travelRiskSchema>;

/** Days of a trip, both ends included (same-day return = 1 day). */
export function tripDays(departureDate: string, returnDate: string): number {
  const ms = Date.parse(`${returnDate}T00:00:00Z`) - Date.parse(`${departureDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

export const memberRelations = ['self', 'spouse', 'child', 'parent'] as const;
export const memberRelationSchema = z.enum(memberRelations);

export const healthRiskSchema = z
  .strictObject({
    categoryId: z.literal('health'),
    /** 1..8 members, ages 0..75, at most one `self`. */
    members: z
      .array(z.strictObject({ relation: memberRelationSchema, age: z.int().check(z.minimum(0), z.maximum(75)) }))
      .check(z.minLength(1), z.maxLength(8)),
  })
  .check(
    z.refine((risk) => risk.members.filter((m) => m.relation === 'self').length <= 1, {
      message: 'Only one member can be the policyholder (self).',
      path: ['members'],
      ...whenFieldsValid('members.*.relation'),
    }),
  );
export type HealthRisk = z.infer<typeof healthRiskSchema>;

export const propertyTypes = ['apartment', 'villa'] as const;

const homeRiskFields = {
    categoryId: z.literal('home'),
    propertyType: z.enum(propertyTypes),
    /** 0 (contents only) .. 20,000,000.00 SAR. */
    buildingValueMinor: z.int().check(z.minimum(0), z.maximum(2_000_000_000)),
    /** 0 (building only) .. 2,000,000.00 SAR. */
    contentsValueMinor: z.int().check(z.minimum(0), z.maximum(200_000_000)),
    /** The Saudi national address of the insured home. */
    city: z.string().check(z.trim(), ...lineTextChecks(), z.minLength(2), z.maxLength(60)),
    district: z.string().check(z.trim(), ...lineTextChecks(), z.minLength(2, 'Enter the district.'), z.maxLength(60)),
    street: z.string().check(z.trim(), ...lineTextChecks(), z.minLength(2, 'Enter the street.'), z.maxLength(80)),
    /** 4 digits, as on the national address plate of the building. */
    buildingNumber: z.string().check(z.overwrite(normalizeAddressNumber), z.regex(/^\d{4}$/, 'Enter the 4-digit building number.')),
    /** 5 digits. */
    postalCode: z.string().check(z.overwrite(normalizeAddressNumber), z.regex(/^\d{5}$/, 'Enter the 5-digit postal code.')),
};
export const homeRiskSchema = z
  .strictObject(homeRiskFields)
  .check(
    z.refine((risk) => risk.buildingValueMinor + risk.contentsValueMinor > 0, {
      message: 'Insure the building, its contents, or both.',
      path: ['contentsValueMinor'],
      ...whenFieldsValid('buildingValueMinor', 'contentsValueMinor'),
    }),
  );
export type HomeRisk = z.infer<typeof homeRiskSchema>;

export const lifeRiskSchema = z.strictObject({
  categoryId: z.literal('life'),
  age: z.int().check(z.minimum(18), z.maximum(65)),
  termYears: z.int().check(z.minimum(5), z.maximum(30)),
  /** 50,000.00 .. 5,000,000.00 SAR. */
  sumAssuredMinor: z.int().check(z.minimum(5_000_000), z.maximum(500_000_000)),
  smoker: z.boolean(),
});
export type LifeRisk = z.infer<typeof lifeRiskSchema>;

export const riskDetailsSchema = z.discriminatedUnion('categoryId', [
  motorRiskSchema,
  travelRiskSchema,
  healthRiskSchema,
  homeRiskSchema,
  lifeRiskSchema,
]);
export type RiskDetails = z.infer<typeof riskDetailsSchema>;

/**
 * The risk details as kept with a policy, in answers (a policy's detail): a motor policy bought before
 * the plate and chassis number were asked has neither, a home policy before the full address only its
 * city. Requests always use riskDetailsSchema.
 */
export const storedRiskDetailsSchema = z.discriminatedUnion('categoryId', [
  z.strictObject({ ...motorRiskFields, plateNumber: z.optional(z.string()), vin: z.optional(z.string()) }),
  travelRiskSchema,
  healthRiskSchema,
  z.strictObject({ ...homeRiskFields, district: z.optional(z.string()), street: z.optional(z.string()), buildingNumber: z.optional(z.string()), postalCode: z.optional(z.string()) }),
  lifeRiskSchema,
]);
export type StoredRiskDetails = z.infer<typeof storedRiskDetailsSchema>;

/** The form schema of each category (the client's risk-details step). */
export const riskSchemaByCategory = {
  motor: motorRiskSchema,
  travel: travelRiskSchema,
  health: healthRiskSchema,
  home: homeRiskSchema,
  life: lifeRiskSchema,
} as const satisfies Record<CategoryId, z.ZodMiniType>;
