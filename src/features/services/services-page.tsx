import { Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { linkTo, paths } from '@/lib/paths.ts';
import { CategoryTiles } from '@/components/content/category-tiles.tsx';
import { WithData } from '@/components/content/with-data.tsx';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page, PageSection } from '@/components/layout/page.tsx';
import { usePageMeta } from '@/lib/content/page-meta.ts';
import { useRouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const offers = [
  { to: paths.myPolicy, title: 'services.policiesTitle', body: 'services.policiesBody' },
  { to: linkTo.accountSection('wallet'), title: 'services.walletTitle', body: 'services.walletBody' },
  { to: paths.getHelp, title: 'services.helpTitle', body: 'services.helpBody' },
] as const;
const steps = ['services.step1', 'services.step2', 'services.step3', 'services.step4'] as const;

/** /services: the categories (each tile opens its products), managing policies, and how buying works. */
export default function ServicesPage() {
  const t = useT();
  const page = useRouteData('contentPage', { params: { slug: 'services' } });
  const categories = useRouteData('catalogueCategories');
  usePageMeta(page.status === 'ready' ? { title: page.data.title, description: page.data.description } : null);
  return (
    <Page title={t('screen.services')} lead={page.status === 'ready' ? page.data.lead : t('services.intro')}>
      <PageSection id="services-categories" title={t('services.categoriesTitle')} gap="3">
        <WithData data={categories}>{(value) => <CategoryTiles categories={value.categories} />}</WithData>
      </PageSection>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {offers.map((offer) => (
          <LinkBox as="article" key={offer.title} borderWidth="1px" borderColor="border" borderRadius="lg" p="5" bg="bg.panel" _hover={{ borderColor: 'brand.border' }}>
            <Heading as="h2" size="lg" mb="2">
              <LinkOverlay asChild>
                <AppLink to={offer.to}>{t(offer.title)}</AppLink>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted">{t(offer.body)}</Text>
          </LinkBox>
        ))}
      </SimpleGrid>
      <PageSection id="services-how" title={t('services.howTitle')} gap="3">
        <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
          {steps.map((step) => (
            <li key={step}>
              <Text>{t(step)}</Text>
            </li>
          ))}
        </Stack>
        <Text color="fg.muted">{t('services.safety')}</Text>
      </PageSection>
    </Page>
  );
}
