import { Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { linkTo } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRouteData } from '@/lib/content/route-data.ts';
import { Img, Loading, Problem } from './ui.tsx';

/**
 * /services/our-products: the insurance categories, each with its image, leading to its products.
 * Its HTML carries them (prerendered from the catalogue, the data embedded): no request on load.
 */
export default function OurProductsPage() {
  const t = useT();
  const categories = useRouteData('catalogueCategories');
  return (
    <Page title={t('screen.ourProducts')} lead={t('purchase.catalogue.lead')}>
      {categories.status === 'loading' && <Loading page />}
      {categories.status === 'error' && <Problem message={t('purchase.catalogue.loadFailed')} onRetry={categories.retry} />}
      {categories.status === 'ready' && categories.data.categories.length === 0 && <Text>{t('purchase.catalogue.empty')}</Text>}
      {categories.status === 'ready' && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {categories.data.categories.map((category) => (
            <LinkBox as="li" key={category.categoryId} borderWidth="1px" borderColor="border" borderRadius="lg" overflow="hidden" bg="bg.panel" _hover={{ borderColor: 'brand.border' }}>
              <Img src={category.imageUrl} alt="" htmlWidth="200" htmlHeight="160" width="100%" height="32" objectFit="cover" bg="brand.subtle" />
              <Stack gap="1" p="4">
                <Heading as="h2" size="lg">
                  <LinkOverlay asChild>
                    <AppLink to={linkTo.category(category.categoryId)}>{category.name}</AppLink>
                  </LinkOverlay>
                </Heading>
                <Text color="fg.muted">{category.description}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('purchase.catalogue.productCount', { count: category.productCount })}
                </Text>
              </Stack>
            </LinkBox>
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
