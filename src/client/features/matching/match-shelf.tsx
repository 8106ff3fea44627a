import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.js';
import { useApiQuery } from '../../lib/query/use-query.js';
import { useAuthState } from '../auth/auth-store.js';
import { SHELF_SIZE } from '../catalogue/item-shelf.js';
import { ForYouShelf } from './match-shelf-slot.js';

/** The first page of the user's results, kept for a few minutes as home's other shelves are. */
const FRESH_MS = 5 * 60_000;

const FIRST_PAGE = {
  order: 'scoring',
  pagination: { current_page_no: 1, item_no_per_page: SHELF_SIZE },
  options: { recommend_count: 0 },
} as const;

/**
 * Home's "나에게 맞는 정책" (issue 13): the first page of `match/common` (eligible and likely, best
 * first) for the signed-in user, each card with its badge, and a link to all their results. Keyed
 * by the user, so another account never sees these. With neither answers nor a complete profile
 * (409 `survey_required`) it is the survey invitation, as for a visitor.
 */
export default function MatchShelf({ invitation }: { invitation: ReactNode }) {
  const { user, isCheckedAuth } = useAuthState();
  const { snapshot, retry } = useApiQuery('match/common#read_list', FIRST_PAGE, {
    freshMs: FRESH_MS,
    enabled: !!user,
    keyExtra: user?.id ?? 'nobody',
  });
  const isSurveyRequired =
    snapshot.error instanceof ApiError && snapshot.error.code === 'survey_required';
  // The flag outlived the session (signed out elsewhere): a visitor after all.
  if (isSurveyRequired || (isCheckedAuth && !user)) return invitation;
  return (
    <ForYouShelf
      status={snapshot.data ? 'ready' : user ? snapshot.status : 'loading'}
      items={snapshot.data?.items ?? []}
      onRetry={retry}
    />
  );
}
