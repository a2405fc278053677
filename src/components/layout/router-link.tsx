import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { AppLink } from './app-link.tsx';

/** A Chakra-styled in-app link, aria-current on the page it points to. */
export function RouterLink({ to, children, end = true, ...props }: Omit<ChakraLinkProps, 'href'> & { to: string; end?: boolean }) {
  return (
    <ChakraLink asChild {...props}>
      <AppLink to={to} markCurrent={end ? 'exact' : 'prefix'}>
        {children}
      </AppLink>
    </ChakraLink>
  );
}
