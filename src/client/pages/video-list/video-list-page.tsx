import { CatalogueListScreen } from '../../features/catalogue/catalogue-list-screen.js';

/** VideoList (product §2): the video list with filters, orders, picks and infinite scroll. */
export default function VideoList() {
  return <CatalogueListScreen kind="video" />;
}
