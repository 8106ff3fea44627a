import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** EventList (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function EventList() {
  return (
    <ComingSoonScreen
      titleKey="pages.eventList.title"
      descriptionKey="pages.eventList.description"
    />
  );
}
