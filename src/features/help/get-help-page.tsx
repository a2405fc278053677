import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { EndpointResponse } from '../../../contract/endpoints.ts';
import { paths } from '@/lib/paths.ts';
import { ContactOptionsList } from '@/components/content/contact-options.tsx';
import { WithData } from '@/components/content/with-data.tsx';
import { Page } from '@/components/layout/page.tsx';
import { RouterLink } from '@/components/layout/router-link.tsx';
import { usePageMeta } from '@/lib/content/page-meta.ts';
import { type RouteDataView, useRouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { SupportCodePanel } from './support-code-panel.tsx';
import { SupportRequestFlow } from './support-request-flow.ts';
import { SupportRequestForm } from './support-request-form.tsx';

type Faq = EndpointResponse<'faq'>;
/** The first question of each group is what this page shows; the answers stay on /faq. */
const firstQuestions = (faq: Faq) => faq.groups.flatMap((group) => group.questions.slice(0, 1));
const faqShortcuts: RouteDataView<Faq> = {
  id: 'shortcuts',
  project: (faq) => ({ ...faq, groups: faq.groups.map((group) => ({ ...group, questions: group.questions.slice(0, 1).map((question) => ({ ...question, answer: '' })) })) }),
};

const panel = { borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '5', bg: 'bg.panel' } as const;

/** Get Help: FAQ shortcuts, ways to call or write, a support request with a reference, and the support code. */
export default function GetHelpPage() {
  const t = useT();
  const page = useRouteData('contentPage', { params: { slug: 'getHelp' } });
  const faq = useRouteData('faq', { view: faqShortcuts });
  const options = useRouteData('contactOptions');
  usePageMeta(page.status === 'ready' ? { title: page.data.title, description: page.data.description } : null);
  return (
    <Page title={t('screen.getHelp')} lead={page.status === 'ready' ? page.data.lead : t('help.intro')}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack as="section" aria-labelledby="help-faq-title" gap="3" {...panel}>
          <Heading as="h2" size="lg" id="help-faq-title">
            {t('help.faqTitle')}
          </Heading>
          <WithData data={faq}>
            {(value) => (
              <Stack as="ul" listStyleType="none" gap="2">
                {firstQuestions(value).map((question) => (
                  <li key={question.id}>
                    <RouterLink to={`${paths.faq}#faq-${question.id}`}>{question.question}</RouterLink>
                  </li>
                ))}
              </Stack>
            )}
          </WithData>
          <RouterLink to={paths.faq} fontWeight="semibold">
            {t('help.faqLink')}
          </RouterLink>
        </Stack>
        <Stack {...panel}>
          <WithData data={options}>{(value) => <ContactOptionsList options={value} />}</WithData>
        </Stack>
      </SimpleGrid>
      <Stack as="section" aria-labelledby="help-claim-title" gap="3" {...panel}>
        <Heading as="h2" size="lg" id="help-claim-title">
          {t('help.claim.title')}
        </Heading>
        <Text>{t('help.claim.text')}</Text>
        <RouterLink to={paths.newClaim} fontWeight="semibold">
          {t('help.claim.report')}
        </RouterLink>
        <RouterLink to={paths.myClaims}>{t('help.claim.myClaims')}</RouterLink>
      </Stack>
      <Stack as="section" aria-labelledby="support-request-title" gap="4" {...panel}>
        <Heading as="h2" size="lg" id="support-request-title">
          {t('help.request.title')}
        </Heading>
        <SupportRequestFlow.Provider>
          <SupportRequestForm />
        </SupportRequestFlow.Provider>
      </Stack>
      <SupportCodePanel />
    </Page>
  );
}
