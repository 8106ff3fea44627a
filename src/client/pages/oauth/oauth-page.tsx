import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** Oauth (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function Oauth() {
  return <ComingSoonScreen titleKey="pages.oauth.title" descriptionKey="pages.oauth.description" />;
}
