import { ItemLabels } from '../../features/catalogue/item-labels.js';
import { DETAIL_LAZY_PARTS, DetailScreen } from '../../features/catalogue-detail/detail-screen.js';
import { PolicyDetail } from '../../features/catalogue-detail/policy-detail.js';
import { detailsCopy } from '../../i18n/areas/details.js';
import { eligibilityCopy } from '../../i18n/areas/eligibility.js';

export const copyAreas = [detailsCopy, eligibilityCopy];
export const lazyParts = DETAIL_LAZY_PARTS;

/** PolicyDetails (product §2): one policy, its eligibility in plain words and how to apply. */
export default function PolicyDetails() {
  return (
    <DetailScreen kind="policy">
      {(item) => <PolicyDetail item={item} labels={<ItemLabels item={item} />} />}
    </DetailScreen>
  );
}
