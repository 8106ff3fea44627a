import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** EventDetails (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function EventDetails() {
  return <ComingSoonScreen titleKey="pages.eventDetails.title" />;
}
