import { ItemCard } from '../../features/catalogue/item-card.js';
import { ItemLabels } from '../../features/catalogue/item-labels.js';
import { DetailScreen } from '../../features/catalogue-detail/detail-screen.js';
import { VideoDetail } from '../../features/catalogue-detail/video-detail.js';
import { detailsCopy } from '../../i18n/areas/details.js';

export const copyAreas = [detailsCopy];

/** VideoDetails (product §2): a click-to-load video and the policies and events it is about. */
export default function VideoDetails() {
  return (
    <DetailScreen kind="video">
      {(item) => (
        <VideoDetail
          item={item}
          labels={<ItemLabels item={item} />}
          renderRelated={(related) => <ItemCard item={related} headingLevel="h3" />}
        />
      )}
    </DetailScreen>
  );
}
