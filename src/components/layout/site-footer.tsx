import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { paths } from '@/lib/paths.ts';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t.ts';
import { RouterLink } from './router-link.tsx';

/** Spec section 1: the copyright label reads 2024. */
const COPYRIGHT_YEAR = 2024;

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
  const intl = useIntl();
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
          {/* The spec's copyright year, in the page's digits (Arabic-Indic in Arabic). */}
          {t('app.copyright', { year: intl.formatNumber(COPYRIGHT_YEAR, { useGrouping: false }) })}
        </Text>
      </Container>
    </Box>
  );
}
