/**
 * Whether a product is published: the back-office's and the API's words, which no public page reads
 * (apart from rules.ts, which every public page downloads with its shell).
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_VISIBILITIES = ['visible', 'hidden'] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];
