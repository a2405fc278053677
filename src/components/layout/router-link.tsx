import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { NavLink } from 'react-router';

/** A Chakra-styled link that navigates inside the app (aria-current on the active page). */
export function RouterLink({ to, children, end = true, ...props }: Omit<ChakraLinkProps, 'href'> & { to: string; end?: boolean }) {
  return (
    <ChakraLink asChild {...props}>
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </ChakraLink>
  );
}
