import type { ContentPageSlug } from '../../contract/content.ts';

/** A page as the seed writes it: sections are [heading, body] with paragraphs separated by a blank line. */
export interface SeedPage {
  slug: ContentPageSlug;
  title: string;
  description: string;
  lead: string;
  updatedOn: string;
  sections: [heading: string, body: string][];
}

export interface SeedPost {
  slug: string;
  publishedOn: string;
  title: string;
  summary: string;
  author: string;
  /** Paragraphs separated by a blank line; "## " starts a subheading. */
  body: string;
}
