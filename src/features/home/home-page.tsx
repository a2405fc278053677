import { Box, Button, HStack, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { EndpointResponse } from '../../../contract/endpoints.ts';
import { paths } from '@/lib/paths.ts';
import { CategoryTiles } from '@/components/content/category-tiles.tsx';
import { WithData } from '@/components/content/with-data.tsx';
import { AppLink } from '@/components/layout/app-link.tsx';
import { PageSection, useDocumentTitle } from '@/components/layout/page.tsx';
import { RouterLink } from '@/components/layout/router-link.tsx';
import { usePageMeta } from '@/lib/content/page-meta.ts';
import { type RouteDataView, useRouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const card = { borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '5', bg: 'bg.panel' } as const;

/** Home: the value (stored page), the categories, how it works, the partners and a call to action. */
/** The home page lists the insurers; the brokers are on /our-partners, so the HTML does not carry them. */
const insurersOnly: RouteDataView<EndpointResponse<'contentPartners'>> = { id: 'insurers', project: (partners) => ({ ...partners, brokers: [] }) };

export default function HomePage() {
  const t = useT();
  useDocumentTitle(t('screen.home'));
  const home = useRouteData('contentPage', { params: { slug: 'home' } });
  const how = useRouteData('contentPage', { params: { slug: 'howItWorks' } });
  const categories = useRouteData('catalogueCategories');
  const partners = useRouteData('contentPartners', { view: insurersOnly });
  usePageMeta(home.status === 'ready' ? { title: home.data.title, description: home.data.description } : null);
  return (
    <Stack gap="14">
      <WithData data={home}>
        {(page) => (
          <Stack gap="8">
            <Stack gap="5" maxW="3xl" py={{ base: '4', md: '10' }}>
              <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
                {page.title}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
                {page.lead}
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button asChild size="lg">
                  <AppLink to={paths.ourProducts}>{t('home.getQuote')}</AppLink>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <AppLink to={paths.services}>{t('home.explore')}</AppLink>
                </Button>
              </HStack>
            </Stack>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
              {page.sections.map((section) => (
                <ContentCard key={section.heading} section={section} level="h2" />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </WithData>
      <PageSection id="home-categories" title={t('home.categoriesTitle')} gap="5">
        <WithData data={categories}>{(value) => <CategoryTiles categories={value.categories} />}</WithData>
      </PageSection>
      <WithData data={how}>
        {(page) => (
          <PageSection id="home-steps" title={page.title} gap="5">
            <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="4" listStyleType="none" p="0" m="0">
              {page.sections.map((step, index) => (
                <ContentCard key={step.heading} section={step} level="h3" number={index + 1} />
              ))}
            </SimpleGrid>
          </PageSection>
        )}
      </WithData>
      <PageSection id="home-partners" title={t('home.partnersTitle')} gap="5">
        <WithData data={partners}>
          {({ insurers }) => (
            <HStack as="ul" listStyleType="none" gap="6" wrap="wrap">
              {insurers.map((insurer) => (
                <HStack as="li" key={insurer.id} gap="2">
                  <Image src={insurer.logoUrl} alt="" width="40px" height="40px" loading="lazy" />
                  <Text fontWeight="medium">{insurer.name}</Text>
                </HStack>
              ))}
            </HStack>
          )}
        </WithData>
        <RouterLink to={paths.ourPartners}>{t('home.allPartners')}</RouterLink>
      </PageSection>
      <Stack as="section" aria-labelledby="home-cta" gap="4" {...card} bg="brand.subtle" align="start">
        <Heading as="h2" id="home-cta" size="xl">
          {t('home.ctaTitle')}
        </Heading>
        <Text>{t('home.ctaBody')}</Text>
        <Button asChild size="lg">
          <AppLink to={paths.ourProducts}>{t('home.getQuote')}</AppLink>
        </Button>
      </Stack>
    </Stack>
  );
}

/** One section of a stored page as a card in a list: its heading and its words (a step shows its number). */
function ContentCard({ section, level, number }: { section: { heading: string; paragraphs: string[] }; level: 'h2' | 'h3'; number?: number }) {
  return (
    <Box as="li" {...card}>
      {number !== undefined && (
        <Text fontWeight="bold" color="brand.fg" aria-hidden="true">
          {number}
        </Text>
      )}
      <Heading as={level} size="md" mb="2">
        {section.heading}
      </Heading>
      <Text color="fg.muted">{section.paragraphs.join(' ')}</Text>
    </Box>
  );
}
