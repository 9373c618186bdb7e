/** Shapes of the catalogue API (see common/catalog-contracts.ts and server presenter), as pages read them. */
import type { ProductCondition } from '@common/catalog/rules';

export interface CatalogImage {
  id: number;
  image_url: string;
  thumbnail_url?: string | null;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
  color_name?: string | null;
}

export interface CatalogVariant {
  id: number;
  size: string;
  color_name: string;
  color_hex: string;
  sku: string;
  stock: number;
  is_available?: boolean;
  price?: number;
  sale_price?: number | null;
}

export interface CatalogRef {
  id: number;
  name: string;
  slug: string;
}

export interface CatalogProduct {
  id: number;
  name: string;
  slug: string;
  sku?: string;
  brand?: CatalogRef | null;
  category?: CatalogRef | null;
  short_description?: string | null;
  price: number;
  sale_price?: number | null;
  discount_percent?: number;
  is_featured?: boolean;
  condition?: ProductCondition;
  stock_quantity?: number;
  min_stock_level?: number | null;
  images?: readonly CatalogImage[];
  main_image_url?: string | null;
  tags?: readonly string[] | string | null;
  sizes?: readonly string[];
  colors?: readonly { name: string; hex: string }[];
  variants?: readonly CatalogVariant[];
  created_at?: string;
}

export interface CatalogCategory {
  id: number;
  name: string;
  slug: string;
  description?: string | null;
  image_url?: string | null;
  parent_id?: number | null;
  products_count?: number;
}

export interface CatalogBrand {
  id: number;
  name: string;
  slug: string;
  tagline?: string | null;
  description?: string | null;
  story?: string | null;
  primary_color?: string | null;
  accent_color?: string | null;
  products_count?: number;
}

export interface ProductFacets {
  brands: readonly (CatalogRef & { count: number })[];
  categories: readonly (CatalogRef & { count: number })[];
  sizes: readonly { size: string; count: number }[];
  colors: readonly { name: string; hex: string; count: number }[];
  conditions?: readonly { condition: ProductCondition; label: string; count: number }[];
  price_range: { min: number; max: number };
}

/** A Laravel-style page of products, with the facets of the store list. */
export interface ProductPage {
  data: CatalogProduct[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  facets?: ProductFacets;
}
