import { type AnchorHTMLAttributes, type Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Mark the link aria-current="page" when its path is the current one (`end`: exactly). */
  markCurrent?: 'exact' | 'prefix' | false;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real <a href> that navigates client-side. React Router's <Link> also carries
 * framework-mode prefetching this app does not use (~2 KiB gzip on the first route), so views use
 * this instead, built on the router's own href and click-handler hooks.
 */
export function AppLink({ to, markCurrent = false, onClick, target, ref, ...props }: AppLinkProps) {
  const href = useHref(to);
  const { pathname } = useLocation();
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const targetPath = to.split(/[?#]/)[0] ?? to;
  const current =
    markCurrent === 'exact' ? pathname === targetPath : markCurrent === 'prefix' ? pathname === targetPath || pathname.startsWith(`${targetPath}/`) : false;
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      target={target}
      aria-current={current ? 'page' : props['aria-current']}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleClick(event);
      }}
    />
  );
}
