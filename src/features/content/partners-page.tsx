import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { PartnerCard } from '@/components/content/partner-card.tsx';
import { WithData } from '@/components/content/with-data.tsx';
import { useRouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { StoredPageFrame } from './content-frame.tsx';

interface Partner {
  id: string;
  name: string;
  logoUrl: string;
  detail: string;
}

/** One kind of partner: a heading and its cards. */
function PartnerGroup({ id, title, partners }: { id: string; title: string; partners: Partner[] }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {partners.map((partner) => (
          <PartnerCard key={partner.id} name={partner.name} logoUrl={partner.logoUrl} detail={partner.detail} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /our-partners: the insurers and brokers of the marketplace, with their logos. */
export default function PartnersPage() {
  const t = useT();
  const partners = useRouteData('contentPartners');
  return (
    <StoredPageFrame slug="ourPartners" titleKey="screen.ourPartners">
      <WithData data={partners}>
        {({ insurers, brokers }) => (
          <>
            <PartnerGroup
              id="partners-insurers"
              title={t('content.partners.insurers')}
              partners={insurers.map((i) => ({ ...i, detail: t('content.partners.products', { count: i.productCount }) }))}
            />
            <PartnerGroup
              id="partners-brokers"
              title={t('content.partners.brokers')}
              partners={brokers.map((b) => ({ ...b, detail: t('content.partners.licence', { code: `\u2068${b.licenceCode}\u2069` }) }))}
            />
          </>
        )}
      </WithData>
    </StoredPageFrame>
  );
}
