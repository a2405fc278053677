// Site content (pages and their sections, team, blog, FAQ) and what visitors send (contact messages,
// support requests). Content is data: seeded in English and Arabic by server/content/content-seed.ts
// and served by server/routes/content-routes.ts. Partners reuse the catalogue's insurers and brokers.
// Every text column is plain text: the app shows it as text, never as HTML.
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt, names } from './columns.ts';


/**
 * One page per slug and language: its title and description (the page's <title> and meta
 * description) and a lead. Each language is written for its readers, so a page may have a different
 * number of sections in English and Arabic.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    lead: text('lead').notNull(),
    updatedAt: date('updated_at', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.language] })],
);

/** A section of a page: a heading and its body (paragraphs separated by a blank line). */
export const contentSections = pgTable(
  'content_sections',
  {
    pageSlug: text('page_slug').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    position: integer('position').notNull(),
    heading: text('heading').notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageSlug, table.language, table.position] })],
);

export const teamMembers = pgTable('team_members', {
  id: text('id').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
  ...names(),
  roleEn: text('role_en').notNull(),
  roleAr: text('role_ar').notNull(),
  bioEn: text('bio_en').notNull(),
  bioAr: text('bio_ar').notNull(),
});

/** A blog post in one language; the slug (its URL) is shared by both languages. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    slug: text('slug').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    author: text('author').notNull(),
    /** Paragraphs separated by a blank line; a paragraph starting with "## " is a subheading. */
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.language] }), index('blog_posts_language_published_idx').on(table.language, table.publishedOn)],
);

export const faqGroups = pgTable(
  'faq_groups',
  {
    id: text('id').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.language] })],
);

export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: text('id').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    groupId: text('group_id').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.language] })],
);

/** A message sent from /contact-us, kept as typed (text) and forwarded by email to the support inbox. */
export const contactMessages = pgTable('contact_messages', {
  id: uuidKey(),
  reference: text('reference').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language', { enum: ['en', 'ar'] }).notNull(),
  sessionId: uuid('session_id'),
  createdAt: createdAt(),
});

/** A support request from /get-help; bound to the signed-in user when there is one. */
export const supportRequests = pgTable('support_requests', {
  id: uuidKey(),
  reference: text('reference').notNull().unique(),
  userId: uuid('user_id'),
  sessionId: uuid('session_id'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  policyNumber: text('policy_number'),
  email: text('email'),
  language: text('language', { enum: ['en', 'ar'] }).notNull(),
  status: text('status', { enum: ['open', 'answered', 'closed'] }).notNull().default('open'),
  createdAt: createdAt(),
});
