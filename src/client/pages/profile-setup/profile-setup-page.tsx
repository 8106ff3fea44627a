import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** ProfileSetup (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function ProfileSetup() {
  return (
    <ComingSoonScreen
      titleKey="pages.profileSetup.title"
      descriptionKey="pages.profileSetup.description"
    />
  );
}
