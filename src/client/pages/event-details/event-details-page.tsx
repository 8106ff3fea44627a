import { ItemLabels } from '../../features/catalogue/item-labels.js';
import { DETAIL_LAZY_PARTS, DetailScreen } from '../../features/catalogue-detail/detail-screen.js';
import { EventDetail } from '../../features/catalogue-detail/event-detail.js';
import { detailsCopy } from '../../i18n/areas/details.js';

export const copyAreas = [detailsCopy];
export const lazyParts = DETAIL_LAZY_PARTS;

/** EventDetails (product §2): one event or education program, its time in Korea, place and fee. */
export default function EventDetails() {
  return (
    <DetailScreen kind="event">
      {(item) => <EventDetail item={item} labels={<ItemLabels item={item} />} />}
    </DetailScreen>
  );
}
