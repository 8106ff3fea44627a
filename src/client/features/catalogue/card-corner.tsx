import type { CardEligibility } from '../../../shared/contract/catalogue.js';
import BookmarkToggle from '../bookmarks/bookmark-toggle.js';
import { LazyMatchBadge } from '../matching/lazy-match-badge.js';

/**
 * What a card shows in its top right corner once its code arrives (outside every page's first
 * JavaScript, decision 016): the bookmark toggle and, for a signed-in user, the policy's match
 * badge beside it (issue 13). One lazy part for both, so a card's first JavaScript pays for one.
 */
export default function CardCorner({
  cid,
  title,
  eligibility,
}: {
  cid: string;
  title: string;
  eligibility: CardEligibility | null;
}) {
  return (
    <>
      {eligibility && <LazyMatchBadge eligibility={eligibility} />}
      <BookmarkToggle cid={cid} title={title} />
    </>
  );
}
