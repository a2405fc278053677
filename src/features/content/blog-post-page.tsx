import { Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { linkTo, paths } from '@/lib/paths.ts';
import { WithData } from '@/components/content/with-data.tsx';
import { Page } from '@/components/layout/page.tsx';
import { RouterLink } from '@/components/layout/router-link.tsx';
import { usePageMeta } from '@/lib/content/page-meta.ts';
import { useRouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** /blogs/:slug: one article (subheadings and paragraphs as text), then two more to read. */
export default function BlogPostPage() {
  const t = useT();
  const intl = useIntl();
  const slug = useParams().slug ?? '';
  const post = useRouteData('blogPost', { params: { slug } });
  usePageMeta(post.status === 'ready' ? { title: post.data.title, description: post.data.summary } : null);
  return (
    <WithData data={post}>
      {(article) => (
        <Stack gap="8">
          <RouterLink to={paths.blogs}>{t('content.blog.all')}</RouterLink>
          <Page title={article.title} lead={article.summary}>
            <Text fontSize="sm" color="fg.muted">
              {t('content.blog.meta', { author: article.author, date: intl.formatDate(article.publishedOn, { dateStyle: 'long', timeZone: 'UTC' }) })}
            </Text>
            <Stack as="article" gap="4" maxW="3xl">
              {article.blocks.map((block, index) =>
                block.kind === 'heading' ? (
                  <Heading key={index} as="h2" size="lg" mt="2">
                    {block.text}
                  </Heading>
                ) : (
                  <Text key={index} whiteSpace="pre-line" lineHeight="tall">
                    {block.text}
                  </Text>
                ),
              )}
            </Stack>
          </Page>
          <Stack as="aside" aria-labelledby="blog-related" gap="3" maxW="3xl">
            <Heading as="h2" id="blog-related" size="md">
              {t('content.blog.related')}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="2">
              {article.related.map((other) => (
                <li key={other.slug}>
                  <RouterLink to={linkTo.blogPost(other.slug)}>{other.title}</RouterLink>
                </li>
              ))}
            </Stack>
          </Stack>
        </Stack>
      )}
    </WithData>
  );
}
