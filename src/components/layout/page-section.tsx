import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
