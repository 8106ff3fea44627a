import { CatalogueListScreen } from '../../features/catalogue/catalogue-list-screen.js';

/** PolicyList (product §2): the policy list with filters, orders, picks and infinite scroll. */
export default function PolicyList() {
  return <CatalogueListScreen kind="policy" />;
}
