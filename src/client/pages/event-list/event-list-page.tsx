import { CatalogueListScreen } from '../../features/catalogue/catalogue-list-screen.js';

/** EventList (product §2): the event list with filters, orders, picks and infinite scroll. */
export default function EventList() {
  return <CatalogueListScreen kind="event" />;
}
