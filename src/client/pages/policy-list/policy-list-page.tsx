import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** PolicyList (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function PolicyList() {
  return (
    <ComingSoonScreen
      titleKey="pages.policyList.title"
      descriptionKey="pages.policyList.description"
    />
  );
}
