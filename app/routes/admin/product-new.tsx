import { AdminProductEditor } from '~/components/admin/catalog/admin-product-editor';

export default function AdminProductNewScreen() {
  return <AdminProductEditor />;
}
