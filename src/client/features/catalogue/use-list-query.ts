import { useCallback, useMemo, useOptimistic, useTransition } from 'react';
import {
  normalizeQuery,
  queryFromSearch,
  searchFromQuery,
  type ListName,
  type ListQuery,
} from '../../../shared/catalogue-query.js';
import { useLocation, useNavigate } from '../../lib/router.js';

/**
 * A list page's query, kept in the address: what the address names (`committed`, and its
 * canonical string `key` for the data), what the controls show (`query`: a choice shows at once,
 * while the router renders the new address in a transition), and `setQuery`, which changes the
 * address in place, so Back still leaves the list as a visitor expects.
 */
export function useListQuery(list: ListName) {
  const location = useLocation();
  const navigate = useNavigate();
  const committed = useMemo(() => queryFromSearch(list, location.search), [list, location.search]);
  const [query, showQuery] = useOptimistic(committed);
  const [, startTransition] = useTransition();

  const setQuery = useCallback(
    (next: ListQuery) => {
      startTransition(() => {
        showQuery(normalizeQuery(list, next));
        navigate({ search: searchFromQuery(list, next) }, { replace: true });
      });
    },
    [list, navigate, showQuery],
  );

  return { committed, query, key: searchFromQuery(list, committed), setQuery };
}
