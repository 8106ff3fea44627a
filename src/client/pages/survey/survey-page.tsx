import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** Survey (product §2). Filled by its own issue; the route, title and layout are final. */
export default function Survey() {
  return (
    <ComingSoonScreen titleKey="pages.survey.title" descriptionKey="pages.survey.description" />
  );
}
