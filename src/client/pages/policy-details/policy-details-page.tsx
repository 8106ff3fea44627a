import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** PolicyDetails (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function PolicyDetails() {
  return <ComingSoonScreen titleKey="pages.policyDetails.title" />;
}
