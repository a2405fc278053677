import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * One demo of the components page: a heading and the component, its value shown below it (left to
 * right, as JSON). `demo` names the kind of demo for the tests (data-demo="country").
 */
export function Demo({ title, children, value, demo }: { title: string; children: ReactNode; value?: unknown; demo?: string }) {
  const t = useT();
  return (
    <Box as="section" data-demo={demo} borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="bg">
      <Stack gap="3">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {children}
        {value !== undefined && (
          <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all" data-testid="demo-value">
            {t('devComponents.value', { value: '' })}
            <span dir="ltr">{JSON.stringify(value)}</span>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
