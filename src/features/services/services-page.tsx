import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { linkTo, paths } from '@/app/routes/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const offers = [
  { to: paths.ourProducts, title: 'services.productsTitle', body: 'services.productsBody' },
  { to: paths.myPolicy, title: 'services.policiesTitle', body: 'services.policiesBody' },
  { to: linkTo.accountSection('wallet'), title: 'services.walletTitle', body: 'services.walletBody' },
  { to: paths.getHelp, title: 'services.helpTitle', body: 'services.helpBody' },
] as const;

/** The insurance the product sells (the catalogue's categories; prerendered, so named here, not fetched). */
const categories = ['motor', 'travel', 'health', 'home', 'life'] as const;
const steps = ['services.step1', 'services.step2', 'services.step3', 'services.step4'] as const;

/** /services: what the product offers, how buying works, and where to go next. Prerendered (core messages only). */
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
      <Stack as="section" gap="3" aria-labelledby="services-categories">
        <Heading as="h2" id="services-categories" size="xl">
          {t('services.categoriesTitle')}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {categories.map((category) => (
            <Box as="li" key={category} borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
              <Text fontWeight="semibold">{t(`services.category.${category}` as MessageKey)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`services.category.${category}.body` as MessageKey)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="services-how">
        <Heading as="h2" id="services-how" size="xl">
          {t('services.howTitle')}
        </Heading>
        <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
          {steps.map((step) => (
            <li key={step}>
              <Text>{t(step)}</Text>
            </li>
          ))}
        </Stack>
        <Text color="fg.muted">{t('services.safety')}</Text>
      </Stack>
    </Page>
  );
}
