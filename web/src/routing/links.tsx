import { type AnchorHTMLAttributes, forwardRef, type ReactNode, useEffect, useRef } from 'react';
import { Link as WouterLink } from 'wouter';
import { useLocation, useNavigate } from './hooks';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path with its query, or a query alone ('?page=2') for the same path. */
  to: string;
  replace?: boolean;
  state?: unknown;
  children?: ReactNode;
}

/**
 * A real <a href> that navigates inside the app on a plain click (wouter's Link: a click with
 * Ctrl, Cmd, Shift or Alt, or the middle button, is left to the browser, which opens a new tab).
 * A link that names another target (target="_blank") is always left to the browser.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to: given, ...props }, ref) {
  const { pathname, search } = useLocation();
  const to = resolveTo(given, pathname, search);
  if (props.target && props.target !== '_self') {
    const { replace: _replace, state: _state, ...anchor } = props;
    return <a {...anchor} href={to} ref={ref} />;
  }
  return <WouterLink {...props} to={to} ref={ref} />;
});

/** An address relative to the one on show ('?page=2', '?') made absolute, as react-router wrote it. */
export function resolveTo(to: string, pathname: string, search: string): string {
  if (to.startsWith('/')) return to;
  const url = new URL(to, `http://app.local${pathname}${search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
}

/** True when `pathname` is `to`'s path or (unless `end`) below it, as react-router's NavLink decides. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const target = (to.split(/[?#]/)[0] ?? '').toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  return !end && target !== '/' && here.startsWith(target) && here.charAt(target.length) === '/';
}

/** A Link that says when it leads to the page on show: class "active" and aria-current="page". */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end, className, ...props },
  ref,
) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, props.to, end);
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...props} ref={ref} className={classes} aria-current={active ? 'page' : undefined} />;
});

/** Navigates once drawn (a redirect); `replace` takes the place of the entry in the history. */
export function Navigate({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // Once per target, also under StrictMode's second run of effects; a new `to` navigates again.
  const navigatedTo = useRef<string | null>(null);
  useEffect(() => {
    if (navigatedTo.current === to) return;
    navigatedTo.current = to;
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
