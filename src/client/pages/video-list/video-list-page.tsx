import { ComingSoonScreen } from '../../components/ui/coming-soon.js';

/** VideoList (spec §2). Filled by its own issue; the route, title and layout are final. */
export default function VideoList() {
  return (
    <ComingSoonScreen
      titleKey="pages.videoList.title"
      descriptionKey="pages.videoList.description"
    />
  );
}
