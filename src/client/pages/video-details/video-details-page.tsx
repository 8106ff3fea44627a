import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** VideoDetails (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function VideoDetails() {
  return <ComingSoonScreen titleKey="pages.videoDetails.title" />;
}
