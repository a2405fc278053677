import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { CategoryDetailResponse } from '../../../contract/catalogue.ts';
import { linkTo } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page, PageSection } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { BrokerCard } from './broker-card.tsx';
import { PlanCoverages } from './plan-coverages.tsx';
import { useRouteData } from '@/lib/content/route-data.ts';
import { Img, Loading, Panel, Problem } from './ui.tsx';

/**
 * /services/our-products/:categoryId: the category's products, what each plan covers, the brokers
 * selling it. Each category's HTML carries them (prerendered, the data embedded): no request on load.
 * The embedded copy holds only what this page and the wizard's first screen read (scripts/lib/catalogue-prerender.ts).
 */
export default function CategoryPage() {
  const t = useT();
  const categoryId = useParams().categoryId ?? '';
  const detail = useRouteData('catalogueCategory', { params: { categoryId } });
  const title = detail.status === 'ready' ? detail.data.category.name : t('screen.category');
  return (
    <Page title={title} lead={detail.status === 'ready' ? detail.data.category.description : undefined}>
      {detail.status === 'loading' && <Loading page />}
      {detail.status === 'error' && <Problem message={t('purchase.catalogue.loadFailed')} onRetry={detail.retry} />}
      {detail.status === 'ready' && <CategoryDetail detail={detail.data} />}
    </Page>
  );
}

function CategoryDetail({ detail }: { detail: CategoryDetailResponse }) {
  const t = useT();
  const intl = useIntl();
  const buy = (
    <Button asChild size="lg" alignSelf="flex-start">
      <AppLink to={linkTo.buyInsurance(detail.category.categoryId)}>{t('purchase.catalogue.buy', { category: detail.category.name })}</AppLink>
    </Button>
  );
  return (
    <Stack gap="8">
      {buy}
      <PageSection id="products-heading" title={t('purchase.catalogue.products')} gap="4">
        {detail.products.length === 0 && <Text>{t('purchase.catalogue.noProducts')}</Text>}
        {detail.products.map((product) => (
          <Panel key={product.productId} as="article">
            <Stack gap="3">
              <Stack direction="row" gap="3" align="center">
                <Img src={product.insurer.logoUrl} alt="" htmlWidth="40" htmlHeight="40" width="10" height="10" borderRadius="md" />
                <Stack gap="0">
                  <Heading as="h3" size="lg">
                    {product.name}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {t('purchase.catalogue.insurer', { insurer: product.insurer.name })}
                  </Text>
                </Stack>
              </Stack>
              <Text>{product.description}</Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {product.plans.map((plan) => (
                  <PlanCoverages key={plan.planId} plan={plan} currency={detail.currency} />
                ))}
              </SimpleGrid>
              {product.addOns.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('purchase.catalogue.addOns', { addOns: intl.formatList(product.addOns.map((addOn) => addOn.name)) })}
                </Text>
              )}
            </Stack>
          </Panel>
        ))}
      </PageSection>
      <PageSection id="brokers-heading" title={t('purchase.catalogue.brokers')} gap="4">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3">
          {detail.brokers.map((broker) => (
            <li key={broker.brokerId}>
              <BrokerCard broker={broker} />
            </li>
          ))}
        </SimpleGrid>
      </PageSection>
      {buy}
    </Stack>
  );
}
