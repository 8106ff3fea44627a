import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** SignUp (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function SignUp() {
  return (
    <ComingSoonScreen titleKey="pages.signUp.title" descriptionKey="pages.signUp.description" />
  );
}
