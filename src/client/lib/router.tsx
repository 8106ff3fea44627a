import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * The app's router: the browser's history, read and written for React (decision 006). Which
 * screen a path shows is decided by the shared route table (`resolvePath` in
 * src/shared/routes.ts), the same table the server answers from, so this module only tracks where
 * we are and moves us elsewhere. The names follow React Router's (`Link`, `useNavigate`, …).
 */

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry; survives back/forward (kept in `history.state`). */
  key: string;
  state: unknown;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** The user already chose to go (sign-out, account deletion): no unsaved-input question. */
  isLeaveConfirmed?: boolean;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  /** Moves through history: -1 is back. */
  (delta: number): void;
};

interface HistoryState {
  key: string;
  state: unknown;
  /** The entry's place in the session's history: how far a Back or Forward went, to undo it. */
  index?: number;
}

interface RouterState {
  location: AppLocation;
  navigationType: NavigationType;
}

/**
 * A page's say before the user moves away while it holds unsaved input (lib/leave-guard.tsx): true
 * when it keeps them there. `leave` makes the move; `popDelta` comes with Back and Forward, whose
 * address already changed (the steps back to the page's entry; 0 when that is unknown).
 */
export type LeaveGuard = (leave: () => void, popDelta?: number) => boolean;

interface RouterValue extends RouterState {
  navigate: NavigateFunction;
  params: Record<string, string>;
  /** The guards of the pages shown, asked before every move. */
  leaveGuards: Set<LeaveGuard>;
}

const RouterContext = createContext<RouterValue | null>(null);

const newKey = () => Math.random().toString(36).slice(2, 10);

function currentLocation(): AppLocation {
  const entry = window.history.state as Partial<HistoryState> | null;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    key: typeof entry?.key === 'string' ? entry.key : 'default',
    state: entry?.state ?? null,
  };
}

/** `to` against the current location: a bare `{search}` keeps the path. */
export function hrefOf(to: To, from: Pick<AppLocation, 'pathname'>): string {
  if (typeof to === 'string') return to;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return `${to.pathname ?? from.pathname}${search}${hash}`;
}

/** Whether a page's guard keeps the user where they are (and asks them). */
const isHeld = (guards: Set<LeaveGuard>, leave: () => void, popDelta?: number) =>
  [...guards].some((guard) => guard(leave, popDelta));

const historyIndex = () => (window.history.state as Partial<HistoryState> | null)?.index;

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [router, setRouter] = useState<RouterState>(() => {
    // The first entry gets a key too, so its scroll position can be remembered, and an index.
    const entry = window.history.state as Partial<HistoryState> | null;
    if (entry?.index === undefined) {
      const first = { key: entry?.key ?? newKey(), state: entry?.state ?? null, index: 0 };
      window.history.replaceState(first satisfies HistoryState, '');
    }
    return { location: currentLocation(), navigationType: 'POP' };
  });
  const [leaveGuards] = useState(() => new Set<LeaveGuard>());
  /** The index of the entry shown. */
  const shownIndex = useRef(historyIndex() ?? 0);

  useEffect(() => {
    const onPop = () => {
      const index = historyIndex();
      // Entries of an earlier visit may carry no index.
      const delta = index === undefined ? 0 : shownIndex.current - index;
      if (isHeld(leaveGuards, () => window.history.go(-delta), delta)) return;
      shownIndex.current = index ?? shownIndex.current;
      setRouter({ location: currentLocation(), navigationType: 'POP' });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [leaveGuards]);

  const navigate = useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      const go = () => {
        if (typeof to === 'number') {
          window.history.go(to);
          return;
        }
        const href = hrefOf(to, window.location);
        const index = shownIndex.current + (options.replace ? 0 : 1);
        const entry: HistoryState = { key: newKey(), state: options.state ?? null, index };
        if (options.replace) window.history.replaceState(entry, '', href);
        else window.history.pushState(entry, '', href);
        shownIndex.current = index;
        setRouter({
          location: currentLocation(),
          navigationType: options.replace ? 'REPLACE' : 'PUSH',
        });
      };
      if (options.isLeaveConfirmed || !isHeld(leaveGuards, go)) go();
    },
    [leaveGuards],
  ) as NavigateFunction;

  const value = useMemo(
    () => ({ ...router, navigate, params: {}, leaveGuards }),
    [router, navigate, leaveGuards],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The router of a server render: one fixed location, nowhere to go. */
export function StaticRouter({ url, children }: { url: string; children: ReactNode }) {
  const value = useMemo(() => {
    const parsed = new URL(url, 'http://localhost');
    const location: AppLocation = {
      pathname: parsed.pathname,
      search: parsed.search,
      hash: '',
      key: 'default',
      state: null,
    };
    const navigate = (() => {}) as NavigateFunction;
    const leaveGuards = new Set<LeaveGuard>();
    return { location, navigationType: 'POP' as const, navigate, params: {}, leaveGuards };
  }, [url]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks need <BrowserRouter>');
  return router;
}

export const useLocation = (): AppLocation => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
export const useParams = (): Record<string, string> => useRouter().params;

/** The guards asked before every move (see lib/leave-guard.tsx). */
export const useLeaveGuards = (): Set<LeaveGuard> => useRouter().leaveGuards;

/** Gives the screens below the parameters of the route they were matched by (`:cid`). */
export function RouteParams({
  params,
  children,
}: {
  params: Record<string, string>;
  children: ReactNode;
}) {
  const router = useRouter();
  const value = useMemo(() => ({ ...router, params }), [router, params]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Replaces the current entry once rendered (a redirect inside the app). */
export function Navigate({ to, replace = true }: { to: To; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  ref?: Ref<HTMLAnchorElement>;
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead (after a failure, to start clean). */
  reloadDocument?: boolean;
};

/** A real `<a href>` (open in a new tab, copy the address) that moves inside the app on a plain click. */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = hrefOf(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !isPlainClick || reloadDocument) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(href, { replace: replace ?? false, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/** A link that knows when it points at the current page (`aria-current="page"`). */
export function NavLink({
  className,
  ...props
}: Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}) {
  const { location } = useRouter();
  const isActive = hrefOf(props.to, location).split(/[?#]/)[0] === location.pathname;
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

const OutletContext = createContext<ReactNode>(null);

/** Lets a screen with tabs (the account page) show the tab's own screen where it puts `<Outlet />`. */
export function OutletProvider({ element, children }: { element: ReactNode; children: ReactNode }) {
  return <OutletContext.Provider value={element}>{children}</OutletContext.Provider>;
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}
