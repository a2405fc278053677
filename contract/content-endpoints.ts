import * as content from './content.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';

/** Site content (read by anyone, in the request's language) and the contact and support forms. */
export const contentEndpoints = {
  contentPage: {
    method: 'GET',
    path: '/content/pages/:slug',
    summary: 'A page of the site (about us, privacy policy, terms and conditions, …): title, description, lead and sections, as plain text.',
    params: content.contentPageParamsSchema,
    response: content.contentPageSchema,
    needsSession: false,
  },
  contentTeam: {
    method: 'GET',
    path: '/content/team',
    summary: 'The people of the company: name, initials, role, a short biography.',
    response: content.teamResponseSchema,
    needsSession: false,
  },
  contentPartners: {
    method: 'GET',
    path: '/content/partners',
    summary: 'The insurers and brokers of the marketplace, with their logos.',
    response: content.partnersResponseSchema,
    needsSession: false,
  },
  blogPosts: {
    method: 'GET',
    path: '/content/blog',
    summary: `Blog posts, newest first, ${content.BLOG_PAGE_SIZE} a page (\`page\` from 1; a page past the last is empty).`,
    query: content.blogListQuerySchema,
    response: content.blogListResponseSchema,
    needsSession: false,
  },
  blogPost: {
    method: 'GET',
    path: '/content/blog/:slug',
    summary: 'One blog post with its text as subheadings and paragraphs (404 not_found for an unknown slug).',
    params: content.blogPostParamsSchema,
    response: content.blogPostSchema,
    needsSession: false,
  },
  faq: {
    method: 'GET',
    path: '/content/faq',
    summary: 'Frequently asked questions in groups.',
    response: content.faqResponseSchema,
    needsSession: false,
  },
  contactOptions: {
    method: 'GET',
    path: '/content/contact-options',
    summary: 'How to reach support: phone, email, WhatsApp, working hours, address.',
    response: content.contactOptionsSchema,
    needsSession: false,
  },
  sendContactMessage: {
    method: 'POST',
    path: '/content/contact-messages',
    summary: 'Store a /contact-us message (as text) and forward it by email; answers a reference. 400 validation_failed with fields; 429 rate_limited.',
    body: content.contactMessageRequestSchema,
    response: content.referenceResponseSchema,
    needsSession: true,
    successStatus: 201,
  },
  sendSupportRequest: {
    method: 'POST',
    path: '/help/support-requests',
    summary: 'Open a support request (subject, message, optional policy number; an email when nobody is signed in); answers a reference. 429 rate_limited.',
    body: content.supportRequestSchema,
    response: content.referenceResponseSchema,
    needsSession: true,
    successStatus: 201,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type ContentEndpointName = keyof typeof contentEndpoints;
