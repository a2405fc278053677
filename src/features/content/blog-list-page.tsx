import { HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { linkTo } from '@/lib/paths.ts';
import { WithData } from '@/components/content/with-data.tsx';
import { AppLink } from '@/components/layout/app-link.tsx';
import { useDocumentTitle } from '@/components/layout/page.tsx';
import { usePageMeta } from '@/lib/content/page-meta.ts';
import { RouterLink } from '@/components/layout/router-link.tsx';
import { useRouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ContentFrame } from './content-frame.tsx';
import { useContentPage } from './use-content-page.ts';

/** /blogs and /blogs/page/:page: the posts, newest first, a page at a time, each linking to its own address. */
export default function BlogListPage() {
  const t = useT();
  const intl = useIntl();
  const pageNumber = Math.max(1, Number(useParams().page ?? '1') || 1);
  const page = useContentPage('blogs');
  const list = useRouteData('blogPosts', pageNumber > 1 ? { query: { page: String(pageNumber) } } : {});
  // Page 2 onwards has a title of its own (search results and tabs tell the pages apart).
  const pageTitle =
    page.status === 'ready' && list.status === 'ready' && pageNumber > 1
      ? `${page.data.title}: ${t('content.blog.pageOf', { page: intl.formatNumber(pageNumber), count: intl.formatNumber(list.data.pageCount) })}`
      : null;
  usePageMeta(pageTitle && page.status === 'ready' ? { title: pageTitle, description: page.data.description } : null);
  useDocumentTitle(pageTitle ?? (page.status === 'ready' ? page.data.title : t('screen.blogs')));
  return (
    <ContentFrame page={page} titleKey="screen.blogs">
      {() => (
        <>
          <WithData data={list}>
            {({ posts, pageCount }) => (
              <>
                <Stack as="ul" listStyleType="none" gap="4" maxW="3xl">
                  {posts.map((post) => (
                    <LinkBox as="li" key={post.slug} borderWidth="1px" borderColor="border" borderRadius="lg" p="5" bg="bg.panel" _hover={{ borderColor: 'brand.border' }}>
                      <Text fontSize="sm" color="fg.muted" mb="1">
                        {t('content.blog.meta', { author: post.author, date: intl.formatDate(post.publishedOn, { dateStyle: 'long', timeZone: 'UTC' }) })}
                      </Text>
                      <Heading as="h2" size="lg" mb="2">
                        <LinkOverlay asChild>
                          <AppLink to={linkTo.blogPost(post.slug)}>{post.title}</AppLink>
                        </LinkOverlay>
                      </Heading>
                      <Text color="fg.muted">{post.summary}</Text>
                    </LinkBox>
                  ))}
                </Stack>
                {posts.length === 0 && <Text>{t('content.blog.empty')}</Text>}
                <HStack as="nav" aria-label={t('content.blog.pagination')} gap="4" wrap="wrap" justify="space-between" maxW="3xl">
                  {pageNumber > 1 ? <RouterLink to={linkTo.blogPage(pageNumber - 1)}>{t('content.blog.newer')}</RouterLink> : <span />}
                  <Text aria-current="page">{t('content.blog.pageOf', { page: intl.formatNumber(pageNumber), count: intl.formatNumber(pageCount) })}</Text>
                  {pageNumber < pageCount ? <RouterLink to={linkTo.blogPage(pageNumber + 1)}>{t('content.blog.older')}</RouterLink> : <span />}
                </HStack>
              </>
            )}
          </WithData>
        </>
      )}
    </ContentFrame>
  );
}
