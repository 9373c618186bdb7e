import type { AdminProductCreate, AdminProductUpdate } from '@common/catalog/contracts';
import type { ProductCondition, StockState } from '@common/catalog/rules';
import { apiRequest } from '~/lib/api-client';

// The back-office catalogue calls of spec §7, as the admin screens read them.

interface Envelope<T> {
  status: 'success';
  data: T;
}

export type ProductStatus = 'active' | 'draft' | 'archived';
export type ProductVisibility = 'visible' | 'hidden';

export interface AdminImage {
  id: number;
  image_url: string;
  thumbnail_url?: string | null;
  alt?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface AdminVariant {
  id: number;
  size: string;
  color_name: string;
  color_hex: string;
  sku: string;
  stock: number;
  /** The price this variant sells at: its own override or the product's. */
  price?: number;
}

export interface AdminRef {
  id: number;
  name: string;
  slug: string;
}

export interface Passport {
  composition: { fibre: string; percent: number }[];
  country_of_manufacture: string;
  certifications: string[];
  care_instructions: string[];
}

export interface SizeGuide {
  unit: 'cm';
  columns: string[];
  rows: { size: string; values: number[] }[];
}

/** A product as GET /api/admin/products and /api/admin/products/{id} present it (money in euros). */
export interface AdminProduct {
  id: number;
  name: string;
  slug: string;
  sku: string;
  brand: AdminRef | null;
  brand_id: number;
  category: AdminRef | null;
  category_id: number;
  short_description: string | null;
  description: string | null;
  price: number;
  sale_price: number | null;
  is_featured: boolean;
  is_digital: boolean;
  condition: ProductCondition;
  stock_quantity: number;
  stock_status: StockState;
  min_stock_level: number | null;
  images: AdminImage[];
  main_image_url: string | null;
  tags: string[];
  dimensions: string | null;
  weight: number | null;
  warranty_period: string | null;
  status: ProductStatus;
  visibility: ProductVisibility;
  variants: AdminVariant[];
  passport: Passport | null;
  size_guide: SizeGuide | null;
}

export interface AdminProductPage {
  data: AdminProduct[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  parent_id: number | null;
  /** Inactive categories are hidden from the store. */
  is_active: boolean;
  products_count: number;
}

export interface AdminProductQuery {
  search?: string;
  status?: ProductStatus;
  category_id?: number;
  page?: number;
}

export const ADMIN_PRODUCTS_PER_PAGE = 20;

/** Spec §7: the reply may be a page object or a plain list; both become a page. */
function asPage(data: AdminProductPage | AdminProduct[]): AdminProductPage {
  if (Array.isArray(data)) {
    return { data, current_page: 1, last_page: 1, per_page: data.length, total: data.length, from: data.length ? 1 : null, to: data.length || null };
  }
  return data;
}

export async function fetchAdminProducts(query: AdminProductQuery, signal?: AbortSignal): Promise<AdminProductPage> {
  const params = new URLSearchParams({ per_page: String(ADMIN_PRODUCTS_PER_PAGE) });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.category_id) params.set('category_id', String(query.category_id));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const reply = await apiRequest<Envelope<AdminProductPage | AdminProduct[]>>(`/api/admin/products?${params}`, { signal });
  return asPage(reply.data);
}

export async function fetchAdminProduct(id: number, signal?: AbortSignal): Promise<AdminProduct> {
  return (await apiRequest<Envelope<AdminProduct>>(`/api/admin/products/${id}`, { signal })).data;
}

export async function fetchAdminCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return (await apiRequest<Envelope<AdminCategory[]>>('/api/admin/categories', { signal })).data;
}

export async function fetchBrands(signal?: AbortSignal): Promise<AdminRef[]> {
  return (await apiRequest<Envelope<AdminRef[]>>('/api/brands', { signal })).data;
}

export async function createAdminProduct(body: AdminProductCreate): Promise<AdminProduct> {
  return (await apiRequest<Envelope<AdminProduct>>('/api/admin/products', { method: 'POST', body })).data;
}

export async function updateAdminProduct(id: number, body: AdminProductUpdate): Promise<AdminProduct> {
  return (await apiRequest<Envelope<AdminProduct>>(`/api/admin/products/${id}`, { method: 'PUT', body })).data;
}

/** Soft delete: the product leaves the store and the list; orders keep it. */
export async function deleteAdminProduct(id: number): Promise<void> {
  await apiRequest<Envelope<unknown>>(`/api/admin/products/${id}`, { method: 'DELETE' });
}

/** POST /api/admin/products/{id}/images, every file as a repeated images[] field. */
export async function uploadProductImages(id: number, files: readonly File[]): Promise<AdminImage[]> {
  const form = new FormData();
  for (const file of files) form.append('images[]', file);
  return (await apiRequest<Envelope<AdminImage[]>>(`/api/admin/products/${id}/images`, { method: 'POST', body: form, timeoutMs: 60_000 })).data;
}

/** PUT /api/admin/products/{id}/images/order: every photo once; the first is the main one. */
export async function reorderProductImages(id: number, imageIds: readonly number[]): Promise<AdminImage[]> {
  return (await apiRequest<Envelope<AdminImage[]>>(`/api/admin/products/${id}/images/order`, { method: 'PUT', body: { image_ids: imageIds } })).data;
}

export async function updateProductImage(id: number, imageId: number, changes: { alt: string | null }): Promise<AdminImage> {
  return (await apiRequest<Envelope<AdminImage>>(`/api/admin/products/${id}/images/${imageId}`, { method: 'PATCH', body: changes })).data;
}

export async function deleteProductImage(id: number, imageId: number): Promise<void> {
  await apiRequest<Envelope<unknown>>(`/api/admin/products/${id}/images/${imageId}`, { method: 'DELETE' });
}
