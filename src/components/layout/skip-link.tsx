import { Box } from '@chakra-ui/react';
import { useT } from '@/lib/i18n/use-t.ts';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useT();
  return (
    <Box
      asChild
      position="absolute"
      insetStart="2"
      top="-20"
      zIndex="skipLink"
      bg="bg"
      color="fg"
      px="3"
      py="2"
      borderRadius="md"
      _focus={{ top: '2' }}
    >
      <a href={`#${MAIN_CONTENT_ID}`}>{t('app.skipToContent')}</a>
    </Box>
  );
}
