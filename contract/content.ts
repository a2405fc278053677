import * as z from 'zod/mini';
import { twoLetters } from './letters-rule.ts';
import { emailSchema } from './accounts.ts';
import { isoDateSchema } from './scalars.ts';
import { freeTextChecks, lineTextChecks } from './text-rules.ts';

/**
 * Site content (pages, team, partners, blog, FAQ) and what visitors send (contact messages, support
 * requests). Every text is plain text: clients show it as text, never as HTML. Answers come in the
 * request's language (Accept-Language: en or ar).
 */

/** Pages stored in the database; a slug is the route id of the page that shows it. */
export const contentPageSlugs = [
  'home',
  'services',
  'howItWorks',
  'aboutUs',
  'ourTeam',
  'ourPartners',
  'blogs',
  'faq',
  'contactUs',
  'getHelp',
  'privacyPolicy',
  'termsAndCondition',
] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

export const contentSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** GET /content/pages/:slug: title and description (the page's <title> and meta description), lead, sections. */
export const contentPageSchema = z.object({
  slug: z.enum(contentPageSlugs),
  title: z.string(),
  description: z.string(),
  lead: z.string(),
  updatedOn: isoDateSchema,
  sections: z.array(contentSectionSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageParamsSchema = z.strictObject({ slug: z.enum(contentPageSlugs) });

/** GET /content/team */
export const teamResponseSchema = z.object({
  members: z.array(z.object({ id: z.string(), name: z.string(), initials: z.string(), role: z.string(), bio: z.string() })),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** GET /content/partners: the insurers whose products are sold and the brokers who sell them. */
export const partnersResponseSchema = z.object({
  insurers: z.array(z.object({ id: z.string(), name: z.string(), logoUrl: z.string(), productCount: z.number() })),
  brokers: z.array(z.object({ id: z.string(), name: z.string(), logoUrl: z.string(), licenceCode: z.string(), ratingTenths: z.number() })),
});
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;

export const BLOG_PAGE_SIZE = 4;

const pageNumberSchema = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,3}$/, 'A page number from 1.')),
  z.transform((text: string) => Number(text)),
);

/** GET /content/blog?page=N (newest first, BLOG_PAGE_SIZE a page) */
export const blogListQuerySchema = z.strictObject({ page: z.optional(pageNumberSchema) });
export const blogPostSummarySchema = z.object({ slug: z.string(), title: z.string(), summary: z.string(), author: z.string(), publishedOn: isoDateSchema });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogListResponseSchema = z.object({ posts: z.array(blogPostSummarySchema), page: z.number(), pageCount: z.number(), total: z.number() });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** GET /content/blog/:slug: the post as blocks of text (subheadings and paragraphs). */
export const blogPostParamsSchema = z.strictObject({ slug: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, 'Not a post address.')) });
export const blogPostSchema = z.object({
  ...blogPostSummarySchema.shape,
  blocks: z.array(z.object({ kind: z.enum(['heading', 'paragraph']), text: z.string() })),
  /** The other posts to read next. */
  related: z.array(blogPostSummarySchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /content/faq */
export const faqResponseSchema = z.object({
  groups: z.array(z.object({ id: z.string(), title: z.string(), questions: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })) })),
});
export type FaqResponse = z.infer<typeof faqResponseSchema>;

/** GET /content/contact-options: how to reach support (tap to call, tap to mail, working hours). */
export const contactOptionsSchema = z.object({
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  hours: z.array(z.object({ days: z.string(), time: z.string() })),
  address: z.string(),
});
export type ContactOptions = z.infer<typeof contactOptionsSchema>;

/**
 * Typed text: trimmed, within limits. A one-line field (a name, a subject) refuses control, direction
 * and zero-width characters; a message keeps its line breaks but no other control character.
 */
const textField = (min: number, max: number, tooShort: string, lines: 'one' | 'many' = 'one') =>
  z.string().check(
    z.trim(),
    ...(lines === 'one' ? lineTextChecks() : freeTextChecks()),
    z.minLength(min, tooShort),
    z.maxLength(max, `At most ${max} characters.`),
  );

/** POST /content/contact-messages: the /contact-us form (the same schema checks the form and the server). */
export const contactMessageRequestSchema = z.strictObject({
  name: textField(2, 100, 'Enter your name.').check(twoLetters()),
  email: emailSchema,
  subject: textField(3, 150, 'Enter a subject.'),
  message: textField(10, 4000, 'Write at least 10 characters.', 'many'),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

/** POST /help/support-requests: the /get-help form. An email is needed when nobody is signed in. */
export const supportRequestSchema = z.strictObject({
  subject: textField(3, 150, 'Enter a subject.'),
  message: textField(10, 4000, 'Write at least 10 characters.', 'many'),
  policyNumber: z.optional(
    z.string().check(z.trim(), z.toUpperCase(), ...lineTextChecks(), z.regex(/^$|^[A-Z0-9-]{4,40}$/, 'A policy number has 4 to 40 letters, digits or dashes.')),
  ),
  email: z.optional(z.union([z.literal(''), emailSchema])),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** The answer to both forms: a reference the visitor can quote. */
export const referenceResponseSchema = z.object({ reference: z.string(), receivedAt: z.string() });
export type ReferenceResponse = z.infer<typeof referenceResponseSchema>;
