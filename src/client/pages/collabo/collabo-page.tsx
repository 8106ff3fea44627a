import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** Collabo (product §2). Filled by its own issue; the route, title and layout are final. */
export default function Collabo() {
  return <ComingSoonScreen titleKey="pages.collabo.title" />;
}
