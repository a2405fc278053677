import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { ContactOptionsList } from '@/components/content/contact-options.tsx';
import { WithData } from '@/components/content/with-data.tsx';
import { useRouteData } from '@/lib/content/route-data.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ContactFlow } from './contact-flow.ts';
import { ContactForm } from './contact-form.tsx';
import { StoredPageFrame } from './content-frame.tsx';

/** /contact-us: the message form (reference number on success) beside the ways to call or write. */
export default function ContactPage() {
  const t = useT();
  const options = useRouteData('contactOptions');
  return (
    <StoredPageFrame slug="contactUs" titleKey="screen.contactUs">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <Stack as="section" aria-labelledby="contact-form-title" gap="4">
          <Heading as="h2" id="contact-form-title" size="lg">
            {t('content.contact.formTitle')}
          </Heading>
          <ContactFlow.Provider>
            <ContactForm />
          </ContactFlow.Provider>
        </Stack>
        <WithData data={options}>{(value) => <ContactOptionsList options={value} />}</WithData>
      </SimpleGrid>
    </StoredPageFrame>
  );
}
