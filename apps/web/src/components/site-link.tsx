import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app from its root, with its query if any: "/jobs", "/login?next=%2Fjobs". */
  to: string;
  /** The page shown is this link's page: marked for assistive technology and styled as current. */
  current?: boolean;
}

/** A click the browser would follow in this tab: the app opens the page itself. */
const opensHere = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!event.currentTarget.target || event.currentTarget.target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A link to a page of the app by its path from the root, as the header, the footer, job cards and
 * job pages give them. Unlike the router's links it resolves nothing against the route it is
 * rendered in (a path from the root needs no resolving) and reads one context, where `Link` and
 * `useNavigate` run half a dozen hooks: the links a page repeats are cheap to render.
 */
export function SiteLink({ to, current = false, onClick, ...anchor }: SiteLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return (
    <a
      {...anchor}
      href={to}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!opensHere(event)) return;
        event.preventDefault();
        void navigator.push(to);
      }}
    >
      {anchor.children}
    </a>
  );
}

/** Whether `pathname` is the page at `to`, or one below it unless `end`. */
export function isCurrentPath(pathname: string, to: string, end: boolean) {
  const path = to.split('?')[0]!;
  const shown = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (shown === path) return true;
  return !end && path !== '/' && shown.startsWith(`${path}/`);
}
