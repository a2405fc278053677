import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { paths } from '@/app/routes/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { useDocumentTitle } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

const steps = [
  { title: 'home.step1Title', body: 'home.step1Body' },
  { title: 'home.step2Title', body: 'home.step2Body' },
  { title: 'home.step3Title', body: 'home.step3Body' },
] as const;

export default function HomePage() {
  const t = useT();
  useDocumentTitle(t('screen.home'));
  return (
    <Stack gap="12">
      <Stack gap="5" maxW="3xl" py={{ base: '4', md: '10' }}>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
          {t('home.heroTitle')}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
          {t('home.heroBody')}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="lg">
            <AppLink to={paths.ourProducts}>{t('home.getQuote')}</AppLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <AppLink to={paths.services}>{t('home.explore')}</AppLink>
          </Button>
        </HStack>
      </Stack>
      <Stack as="section" gap="5" aria-labelledby="home-steps">
        <Heading as="h2" id="home-steps" size="xl">
          {t('home.stepsTitle')}
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" p="0" m="0">
          {steps.map((step) => (
            <Box as="li" key={step.title} borderWidth="1px" borderColor="border" borderRadius="lg" p="5" bg="bg.panel">
              <Heading as="h3" size="md" mb="2">
                {t(step.title)}
              </Heading>
              <Text color="fg.muted">{t(step.body)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
