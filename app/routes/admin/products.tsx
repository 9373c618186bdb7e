import { AdminProductsList } from '~/components/admin/catalog/admin-products-list';

export default function AdminProductsScreen() {
  return <AdminProductsList />;
}
