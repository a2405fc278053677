import type { BlogListResponse } from '../../../contract/content.ts';
import { paths } from '@/lib/paths.ts';
import type { RouteDataRequest } from './route-data.ts';

/**
 * The content pages of the site: listed in the sitemap, addressed in each language with `?lang=`
 * (README: languages and addresses). Route paths with a parameter are expanded from the content.
 */
export const sitemapPaths = [
  paths.home,
  paths.services,
  paths.aboutUs,
  paths.ourTeam,
  paths.ourPartners,
  paths.blogs,
  paths.blogPage,
  paths.blogPost,
  paths.faq,
  paths.getHelp,
  paths.contactUs,
  paths.privacyPolicy,
  paths.termsAndCondition,
] as const;

type Load = (request: Omit<RouteDataRequest, 'language'>) => Promise<unknown>;

async function allBlogPages(load: Load): Promise<BlogListResponse[]> {
  const first = (await load({ name: 'blogPosts' })) as BlogListResponse;
  const rest = await Promise.all(
    Array.from({ length: first.pageCount - 1 }, (_, i) => load({ name: 'blogPosts', query: { page: String(i + 2) } }) as Promise<BlogListResponse>),
  );
  return [first, ...rest];
}

/** The concrete paths of a route path with parameters (the blog's pages and posts), from the API. */
export const expandRoutePath: Record<string, (load: Load) => Promise<string[]>> = {
  [paths.blogPost]: async (load) => (await allBlogPages(load)).flatMap((page) => page.posts.map((post) => `/blogs/${post.slug}`)),
  [paths.blogPage]: async (load) => (await allBlogPages(load)).slice(1).map((page) => `/blogs/page/${page.page}`),
};
