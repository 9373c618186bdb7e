import { AdminProductEditor } from '~/components/admin/catalog/admin-product-editor';
import type { Route } from './+types/product-edit';

export default function AdminProductEditScreen({ params }: Route.ComponentProps) {
  const id = Number(params.id);
  // A non-numeric id is a product that does not exist; the editor says so.
  return <AdminProductEditor key={params.id} productId={Number.isInteger(id) && id > 0 ? id : -1} />;
}
