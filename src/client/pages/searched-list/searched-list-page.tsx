import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** SearchedList (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function SearchedList() {
  return (
    <ComingSoonScreen titleKey="pages.search.title" descriptionKey="pages.search.description" />
  );
}
