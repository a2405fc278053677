import { Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

export function useDocumentTitle(title: string) {
  const t = useT();
  const full = `${title} | ${t('app.name')}`;
  useEffect(() => {
    // A prerendered page has its title already: setting it again costs the browser time at start-up.
    if (document.title !== full) document.title = full;
  }, [full]);
}

/** A page: its one h1 (also the document title) and its content. */
export function Page({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {lead && (
          <Text fontSize="lg" color="fg.muted">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

/** A titled section of a content page: labelled by its h2 (`id`), then its content. */
export function PageSection({ id, title, gap, children }: { id: string; title: ReactNode; gap: '3' | '4' | '5'; children: ReactNode }) {
  return (
    <Stack as="section" gap={gap} aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
