import { lazy, memo, Suspense } from 'react';
import type { ListItem } from '../../../shared/contract/catalogue.js';
import { ItemLabels } from '../../features/catalogue/item-labels.js';
import { DETAIL_LAZY_PARTS, DetailScreen } from '../../features/catalogue-detail/detail-screen.js';
import { VideoDetail } from '../../features/catalogue-detail/video-detail.js';
import { detailsCopy } from '../../i18n/areas/details.js';

/**
 * The related items' cards come after the page's own code: with the bookmark toggle and the
 * comment thread, video details would pass 100 KB of first JavaScript (product §15). The server
 * loads them up front (`lazyParts`), so its HTML has the cards and the browser keeps that markup
 * until the code arrives.
 */
const loadItemCard = () => import('../../features/catalogue/item-card.js');
const ItemCard = lazy(() => loadItemCard().then((module) => ({ default: module.ItemCard })));

/** Memoised, as LazyBookmarkToggle is: a render while hydrating must not drop the server's cards. */
const RelatedCard = memo(function RelatedCard({ item }: { item: ListItem }) {
  return (
    <Suspense fallback={null}>
      <ItemCard item={item} headingLevel="h3" />
    </Suspense>
  );
});

export const copyAreas = [detailsCopy];
export const lazyParts = [...DETAIL_LAZY_PARTS, loadItemCard];

/** VideoDetails (product §2): a click-to-load video and the policies and events it is about. */
export default function VideoDetails() {
  return (
    <DetailScreen kind="video">
      {(item) => (
        <VideoDetail
          item={item}
          labels={<ItemLabels item={item} />}
          renderRelated={(related) => <RelatedCard item={related} />}
        />
      )}
    </DetailScreen>
  );
}
