import { Text } from '@chakra-ui/react';
import { useRouteEntry } from '@/app/routes/use-route-entry.ts';
import { Page } from '@/components/layout/page.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** The company and legal pages share one view; their text lives in the catalogues. */
const bodies: Record<string, MessageKey> = {
  aboutUs: 'content.aboutUs',
  blogs: 'content.blogs',
  contactUs: 'content.contactUs',
  faq: 'content.faq',
  ourPartners: 'content.ourPartners',
  ourTeam: 'content.ourTeam',
  privacyPolicy: 'content.privacyPolicy',
  termsAndCondition: 'content.termsAndCondition',
};

export default function ContentPage() {
  const t = useT();
  const entry = useRouteEntry();
  const body = entry ? bodies[entry.id] : undefined;
  return (
    <Page title={entry ? t(entry.titleKey) : t('app.name')}>
      {body && <Text maxW="3xl" fontSize="lg">{t(body)}</Text>}
    </Page>
  );
}
