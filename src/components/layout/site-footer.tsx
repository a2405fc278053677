import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { paths } from '@/app/routes/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { RouterLink } from './router-link.tsx';

const footerLinks = [
  { to: paths.aboutUs, key: 'screen.aboutUs' },
  { to: paths.ourTeam, key: 'screen.ourTeam' },
  { to: paths.ourPartners, key: 'screen.ourPartners' },
  { to: paths.blogs, key: 'screen.blogs' },
  { to: paths.faq, key: 'screen.faq' },
  { to: paths.contactUs, key: 'screen.contactUs' },
  { to: paths.privacyPolicy, key: 'screen.privacyPolicy' },
  { to: paths.termsAndCondition, key: 'screen.termsAndCondition' },
] as const;

export function SiteFooter() {
  const t = useT();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" mt="12">
      <Container maxW="6xl" py="6">
        <Flex as="nav" aria-label={t('nav.footer')} wrap="wrap" gap="4" mb="4">
          {footerLinks.map((link) => (
            <RouterLink key={link.to} to={link.to} fontSize="sm">
              {t(link.key)}
            </RouterLink>
          ))}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('app.copyright')}
        </Text>
      </Container>
    </Box>
  );
}
