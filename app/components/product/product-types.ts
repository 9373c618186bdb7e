import type { ProductCondition, StockState } from '@common/catalog/rules';

/** Shapes of GET /api/products/{id|slug} as the store pages read them (money in euros). */
export interface ProductImage {
  id: number;
  image_url: string;
  thumbnail_url: string;
  srcset: string;
  width: number;
  height: number;
  alt: string | null;
  color_name: string | null;
}

export interface ProductVariant {
  id: number;
  size: string;
  color_name: string;
  color_hex: string;
  sku: string;
  stock: number;
  is_available: boolean;
  price: number;
  sale_price: number | null;
}

export interface ProductPassport {
  composition: { fibre: string; percent: number }[];
  country_of_manufacture: string;
  certifications: string[];
  care_instructions: string[];
}

export interface ProductSizeGuide {
  unit: 'cm';
  columns: string[];
  rows: { size: string; values: number[] }[];
}

export interface StoreProduct {
  id: number;
  name: string;
  slug: string;
  sku: string;
  brand: { id: number; name: string; slug: string } | null;
  category: { id: number; name: string; slug: string } | null;
  short_description: string | null;
  description: string | null;
  price: number;
  sale_price: number | null;
  is_on_sale: boolean;
  discount_percent: number;
  is_in_stock: boolean;
  condition: ProductCondition;
  condition_label: string;
  stock_quantity: number;
  stock_status: StockState;
  min_stock_level: number | null;
  images: ProductImage[];
  main_image_url: string | null;
  tags: string[] | string | null;
  dimensions: string | null;
  weight: number | null;
  warranty_period: string | null;
  sizes: string[];
  colors: { name: string; hex: string }[];
  variants: ProductVariant[];
  passport: ProductPassport | null;
  size_guide: ProductSizeGuide | null;
}

export interface ProductReply {
  success: boolean;
  data: { product: StoreProduct; related_products: StoreProduct[] };
}
