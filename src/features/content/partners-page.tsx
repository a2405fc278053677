import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { WithData } from '@/components/content/with-data.tsx';
import { PartnerCard } from '@/components/content/partner-card.tsx';
import { useRouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ContentFrame } from './content-frame.tsx';
import { useContentPage } from './use-content-page.ts';

/** /our-partners: the insurers and brokers of the marketplace, with their logos. */
export default function PartnersPage() {
  const t = useT();
  const page = useContentPage('ourPartners');
  const partners = useRouteData('contentPartners');
  return (
    <ContentFrame page={page} titleKey="screen.ourPartners">
      {() => (
        <>
          <WithData data={partners}>
            {({ insurers, brokers }) => (
              <>
                <Stack as="section" aria-labelledby="partners-insurers" gap="4">
                  <Heading as="h2" id="partners-insurers" size="xl">
                    {t('content.partners.insurers')}
                  </Heading>
                  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                    {insurers.map((insurer) => (
                      <PartnerCard key={insurer.id} name={insurer.name} logoUrl={insurer.logoUrl} detail={t('content.partners.products', { count: insurer.productCount })} />
                    ))}
                  </SimpleGrid>
                </Stack>
                <Stack as="section" aria-labelledby="partners-brokers" gap="4">
                  <Heading as="h2" id="partners-brokers" size="xl">
                    {t('content.partners.brokers')}
                  </Heading>
                  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                    {brokers.map((broker) => (
                      <PartnerCard key={broker.id} name={broker.name} logoUrl={broker.logoUrl} detail={t('content.partners.licence', { code: broker.licenceCode })} />
                    ))}
                  </SimpleGrid>
                </Stack>
              </>
            )}
          </WithData>
        </>
      )}
    </ContentFrame>
  );
}
