import { lazy, memo, Suspense, type ComponentProps, type ReactNode } from 'react';

const BookmarkToggle = lazy(() => import('./bookmark-toggle.js'));

/**
 * The bookmark toggle of cards and of the detail's bottom bar, outside every page's first
 * JavaScript (product §15 budget, decision 016): the server's markup shows it at once, and it
 * comes to life when its code arrives. `fallback` holds its place when a screen shows it first.
 *
 * Memoised: a list re-rendering while the page hydrates (its first data settling) must not touch
 * a toggle whose code is still on its way, or React would drop the server's markup of it and show
 * the fallback meanwhile. Give it props that keep their identity (strings, constants).
 */
export const LazyBookmarkToggle = memo(function LazyBookmarkToggle({
  fallback = null,
  ...props
}: ComponentProps<typeof BookmarkToggle> & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <BookmarkToggle {...props} />
    </Suspense>
  );
});
