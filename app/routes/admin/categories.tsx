import { AdminCategoriesList } from '~/components/admin/catalog/admin-categories-list';

export default function AdminCategoriesScreen() {
  return <AdminCategoriesList />;
}
