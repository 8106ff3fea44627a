import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** Requests (product §2). Filled by its own issue; the route, title and layout are final. */
export default function Requests() {
  return (
    <ComingSoonScreen titleKey="pages.requests.title" descriptionKey="pages.requests.description" />
  );
}
