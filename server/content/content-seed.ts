import { and, eq, gte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db/database.ts';
import { blogPosts, contentPages, contentSections, faqGroups, faqQuestions, teamMembers } from '../db/tables/content.ts';
import { postsAr, postsEn } from './seed-blog.ts';
import faqAndTeam from './seed-faq-team.json' with { type: 'json' };
import { pagesAr } from './seed-pages-ar.ts';
import { pagesEn } from './seed-pages-en.ts';

/** The FAQ and the team are data (seed-faq-team.json: the team in both spellings); pages and posts are written in TS. */
const { faqEn, faqAr, team } = faqAndTeam;
const languages = [
  { language: 'en', pages: pagesEn, posts: postsEn, faq: faqEn },
  { language: 'ar', pages: pagesAr, posts: postsAr, faq: faqAr },
] as const;

/** `set` of an upsert: every listed column from the incoming row, written only when one really differs. */
function upsertOf(table: PgTable, columns: Record<string, PgColumn>) {
  const entries = Object.entries(columns);
  return {
    set: Object.fromEntries(entries.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)])),
    setWhere: sql`(${sql.join(entries.map(([, column]) => sql`${table}.${sql.identifier(column.name)}`), sql`, `)}) is distinct from (${sql.raw(
      entries.map(([, column]) => `excluded."${column.name}"`).join(', '),
    )})`,
  };
}

/**
 * Writes the site content of the seed files (server/content/seed-*): the seed is the source of the
 * content, so a changed text reaches the database on the next start; rows are only rewritten when a
 * value changed, and sections a page no longer has are removed.
 */
export async function seedContent(db: AppDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { language, pages, posts, faq } of languages) {
      for (const page of pages) {
        await tx
          .insert(contentPages)
          .values({ slug: page.slug, language, title: page.title, description: page.description, lead: page.lead, updatedAt: page.updatedOn })
          .onConflictDoUpdate({
            target: [contentPages.slug, contentPages.language],
            ...upsertOf(contentPages, { title: contentPages.title, description: contentPages.description, lead: contentPages.lead, updatedAt: contentPages.updatedAt }),
          });
        if (page.sections.length > 0) {
          await tx
            .insert(contentSections)
            .values(page.sections.map(([heading, body], position) => ({ pageSlug: page.slug, language, position, heading, body })))
            .onConflictDoUpdate({
              target: [contentSections.pageSlug, contentSections.language, contentSections.position],
              ...upsertOf(contentSections, { heading: contentSections.heading, body: contentSections.body }),
            });
        }
        await tx
          .delete(contentSections)
          .where(and(eq(contentSections.pageSlug, page.slug), eq(contentSections.language, language), gte(contentSections.position, page.sections.length)));
      }
      await tx
        .insert(blogPosts)
        .values(posts.map((post) => ({ ...post, language })))
        .onConflictDoUpdate({
          target: [blogPosts.slug, blogPosts.language],
          ...upsertOf(blogPosts, { publishedOn: blogPosts.publishedOn, title: blogPosts.title, summary: blogPosts.summary, author: blogPosts.author, body: blogPosts.body }),
        });
      await tx
        .insert(faqGroups)
        .values(faq.map((group, position) => ({ id: group.id, language, position, title: group.title })))
        .onConflictDoUpdate({ target: [faqGroups.id, faqGroups.language], ...upsertOf(faqGroups, { position: faqGroups.position, title: faqGroups.title }) });
      await tx
        .insert(faqQuestions)
        .values(
          faq.flatMap((group, groupPosition) =>
            group.questions.map(({ id, question, answer }, position) => ({ id, language, groupId: group.id, position: groupPosition * 100 + position, question, answer })),
          ),
        )
        .onConflictDoUpdate({
          target: [faqQuestions.id, faqQuestions.language],
          ...upsertOf(faqQuestions, { groupId: faqQuestions.groupId, position: faqQuestions.position, question: faqQuestions.question, answer: faqQuestions.answer }),
        });
    }
    await tx
      .insert(teamMembers)
      .values(team.map((member, sortOrder) => ({ ...member, sortOrder })))
      .onConflictDoUpdate({
        target: teamMembers.id,
        ...upsertOf(teamMembers, {
          sortOrder: teamMembers.sortOrder,
          nameEn: teamMembers.nameEn,
          nameAr: teamMembers.nameAr,
          roleEn: teamMembers.roleEn,
          roleAr: teamMembers.roleAr,
          bioEn: teamMembers.bioEn,
          bioAr: teamMembers.bioAr,
        }),
      });
  });
}
