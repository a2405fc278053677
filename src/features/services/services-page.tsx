import { Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { linkTo, paths } from '@/app/routes/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

const offers = [
  { to: paths.ourProducts, title: 'services.productsTitle', body: 'services.productsBody' },
  { to: paths.myPolicy, title: 'services.policiesTitle', body: 'services.policiesBody' },
  { to: linkTo.accountSection('wallet'), title: 'services.walletTitle', body: 'services.walletBody' },
  { to: paths.getHelp, title: 'services.helpTitle', body: 'services.helpBody' },
] as const;

export default function ServicesPage() {
  const t = useT();
  return (
    <Page title={t('screen.services')} lead={t('services.intro')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
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
    </Page>
  );
}
