import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  BLOG_PAGE_SIZE,
  type BlogListResponse,
  type BlogPost,
  type ContentPage,
  type ContentPageSlug,
  type FaqResponse,
  type PartnersResponse,
  type TeamResponse,
} from '../../contract/content.ts';
import type { AppDatabase } from '../db/database.ts';
import { blogPosts, contentPages, contentSections, faqGroups, faqQuestions, teamMembers } from '../db/tables/content.ts';
import { brokers, insurers, products } from '../db/tables/purchase.ts';
import { ApiHttpError } from '../http/api-error.ts';
import type { ApiLanguage } from '../http/request-language.ts';

/** Paragraphs of a stored body: separated by a blank line, each trimmed, empty ones dropped. */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Initials for an avatar: the first letter of the first and the last word ("Sara Al-Harbi" -> "SA"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const notFound = (what: string) => new ApiHttpError(404, 'not_found', `${what} was not found.`);

export async function readPage(db: AppDatabase, slug: ContentPageSlug, language: ApiLanguage): Promise<ContentPage> {
  const [page] = await db.select().from(contentPages).where(and(eq(contentPages.slug, slug), eq(contentPages.language, language)));
  if (!page) throw notFound('This page');
  const sections = await db
    .select()
    .from(contentSections)
    .where(and(eq(contentSections.pageSlug, slug), eq(contentSections.language, language)))
    .orderBy(asc(contentSections.position));
  return {
    slug,
    title: page.title,
    description: page.description,
    lead: page.lead,
    updatedOn: page.updatedAt,
    sections: sections.map((section) => ({ heading: section.heading, paragraphs: paragraphsOf(section.body) })),
  };
}

export async function readTeam(db: AppDatabase, language: ApiLanguage): Promise<TeamResponse> {
  const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder));
  return {
    members: rows.map((row) => {
      const name = language === 'ar' ? row.nameAr : row.nameEn;
      // Arabic names start with the given name too; initials of the English spelling read badly in Arabic.
      return { id: row.id, name, initials: initialsOf(name), role: language === 'ar' ? row.roleAr : row.roleEn, bio: language === 'ar' ? row.bioAr : row.bioEn };
    }),
  };
}

export async function readPartners(db: AppDatabase, language: ApiLanguage): Promise<PartnersResponse> {
  const [insurerRows, brokerRows] = await Promise.all([
    db
      .select({ id: insurers.id, nameEn: insurers.nameEn, nameAr: insurers.nameAr, logoUrl: insurers.logoUrl, productCount: count(products.id) })
      .from(insurers)
      .leftJoin(products, eq(products.insurerId, insurers.id))
      .groupBy(insurers.id)
      .orderBy(asc(insurers.nameEn)),
    db.select().from(brokers).orderBy(asc(brokers.sortOrder)),
  ]);
  const name = (row: { nameEn: string; nameAr: string }) => (language === 'ar' ? row.nameAr : row.nameEn);
  return {
    insurers: insurerRows.map((row) => ({ id: row.id, name: name(row), logoUrl: row.logoUrl, productCount: Number(row.productCount) })),
    brokers: brokerRows.map((row) => ({ id: row.id, name: name(row), logoUrl: row.logoUrl, licenceCode: row.licenceCode, ratingTenths: row.ratingTenths })),
  };
}

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  author: blogPosts.author,
  publishedOn: blogPosts.publishedOn,
};

export async function readBlogPage(db: AppDatabase, language: ApiLanguage, page: number): Promise<BlogListResponse> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogPosts).where(eq(blogPosts.language, language));
  const posts = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(eq(blogPosts.language, language))
    .orderBy(desc(blogPosts.publishedOn), asc(blogPosts.slug))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  return { posts, page, pageCount: Math.max(1, Math.ceil(Number(total) / BLOG_PAGE_SIZE)), total: Number(total) };
}

export async function readBlogPost(db: AppDatabase, slug: string, language: ApiLanguage): Promise<BlogPost> {
  const [post] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), eq(blogPosts.language, language)));
  if (!post) throw notFound('This article');
  const related = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.language, language), ne(blogPosts.slug, slug)))
    .orderBy(desc(blogPosts.publishedOn))
    .limit(2);
  // A "## " line is a subheading; the lines after it (up to a blank line) are its first paragraph.
  const blocks = paragraphsOf(post.body).flatMap((text) => {
    if (!text.startsWith('## ')) return [{ kind: 'paragraph' as const, text }];
    const [heading = '', ...rest] = text.slice(3).split('\n');
    const paragraph = rest.join('\n').trim();
    return [{ kind: 'heading' as const, text: heading.trim() }, ...(paragraph ? [{ kind: 'paragraph' as const, text: paragraph }] : [])];
  });
  return { slug: post.slug, title: post.title, summary: post.summary, author: post.author, publishedOn: post.publishedOn, blocks, related };
}

/** Every post's slug and date (the sitemap and the prerender list them). */
export async function blogSlugs(db: AppDatabase): Promise<{ slug: string; publishedOn: string }[]> {
  return db
    .select({ slug: blogPosts.slug, publishedOn: sql<string>`max(${blogPosts.publishedOn})::text` })
    .from(blogPosts)
    .groupBy(blogPosts.slug)
    .orderBy(asc(blogPosts.slug));
}

export async function readFaq(db: AppDatabase, language: ApiLanguage): Promise<FaqResponse> {
  const [groups, questions] = await Promise.all([
    db.select().from(faqGroups).where(eq(faqGroups.language, language)).orderBy(asc(faqGroups.position)),
    db.select().from(faqQuestions).where(eq(faqQuestions.language, language)).orderBy(asc(faqQuestions.position)),
  ]);
  return {
    groups: groups.map((group) => ({
      id: group.id,
      title: group.title,
      questions: questions.filter((q) => q.groupId === group.id).map((q) => ({ id: q.id, question: q.question, answer: q.answer })),
    })),
  };
}
