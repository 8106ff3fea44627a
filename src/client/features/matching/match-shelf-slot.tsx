import { lazy, Suspense, type ReactNode } from 'react';
import type { ListItem } from '../../../shared/contract/catalogue.js';
import { useTranslation } from '../../i18n/index.js';
import { useMaySignedIn } from './after-hydration.js';
import { ItemShelf } from '../catalogue/item-shelf.js';

const MatchShelf = lazy(() => import('./match-shelf.js'));

const noRetry = () => undefined;

/** The shelf "나에게 맞는 정책" as it looks in every state (its skeleton while the code loads). */
export function ForYouShelf({
  status,
  items = [],
  onRetry = noRetry,
}: {
  status: 'loading' | 'ready' | 'failed';
  items?: ListItem[];
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ItemShelf
      id="home-for-you"
      kind="policy"
      title={t('pages.home.forYou')}
      hint={t('pages.home.forYouHint')}
      seeAllTo="/survey/result/"
      status={status}
      items={items}
      emptyText={t('pages.home.forYouEmpty')}
      onRetry={onRetry}
    />
  );
}

/**
 * Where home shows "나에게 맞는 정책" to a signed-in user and the survey invitation to everyone
 * else (issue 13). The server and a browser without the signed-in flag render the invitation; with
 * it, the shelf's code comes (its skeleton holds the place meanwhile) and asks for the user's
 * first page once the auth check knows them.
 */
export function MatchShelfSlot({ invitation }: { invitation: ReactNode }) {
  if (!useMaySignedIn()) return invitation;
  return (
    <Suspense fallback={<ForYouShelf status="loading" />}>
      <MatchShelf invitation={invitation} />
    </Suspense>
  );
}
