import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** Registration (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function Registration() {
  return (
    <ComingSoonScreen
      titleKey="pages.registration.title"
      descriptionKey="pages.registration.description"
    />
  );
}
