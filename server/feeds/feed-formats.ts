import { stringify } from 'csv-stringify/sync';
import { feedPrice, saleEffectiveDate, type FeedItem } from './feed-items';

// The two files the feeds are written as: Google Merchant Center's RSS 2.0 with its `g:` namespace
// (product data specification) and Meta's catalogue CSV (catalogue fields; RFC 4180 quoting).

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

export interface FeedChannel {
  title: string;
  /** The store's home, absolute. */
  link: string;
  description: string;
}

/** The feed's start: the XML declaration, the RSS element with Google's namespace and the channel's own fields. */
export function googleFeedHead(channel: FeedChannel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '',
  ].join('\n');
}

export const GOOGLE_FEED_TAIL = '</channel>\n</rss>\n';

const element = (name: string, value: string | null | undefined) => (value == null || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`);

/** One <item> of the Google feed. */
export function googleItemXml(item: FeedItem): string {
  const parts = [
    element('g:id', item.id),
    element('g:item_group_id', item.itemGroupId),
    element('title', item.title),
    element('description', item.description),
    element('link', item.link),
    element('g:image_link', item.imageLink),
    ...item.additionalImageLinks.map((link) => element('g:additional_image_link', link)),
    element('g:availability', item.isInStock ? 'in_stock' : 'out_of_stock'),
    element('g:price', feedPrice(item.price)),
    element('g:sale_price', item.salePrice === null ? null : feedPrice(item.salePrice)),
    element('g:sale_price_effective_date', item.salePrice !== null && item.saleSince ? saleEffectiveDate(item.saleSince) : null),
    element('g:brand', item.brand),
    // Own brands have no GTIN: brand and MPN identify the product; without an MPN, Google is told so.
    item.mpn ? element('g:mpn', item.mpn) : element('g:identifier_exists', 'no'),
    element('g:condition', item.condition),
    element('g:color', item.color),
    element('g:size', item.size),
    element('g:gender', item.gender),
    element('g:age_group', item.ageGroup),
    element('g:google_product_category', String(item.googleProductCategory.id)),
    `<g:shipping>${element('g:country', 'ES')}${element('g:service', 'Estándar')}${element('g:price', feedPrice(item.shippingFee))}</g:shipping>`,
  ];
  return `<item>\n${parts.filter(Boolean).join('\n')}\n</item>\n`;
}

/** Meta's catalogue columns, in this order. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'mpn',
  'additional_image_link',
  'sale_price',
  'sale_price_effective_date',
  'item_group_id',
  'color',
  'size',
  'gender',
  'age_group',
  'google_product_category',
] as const;

export type MetaColumn = (typeof META_COLUMNS)[number];

/** One CSV record a feed line (CRLF between records, fields quoted when they need it: RFC 4180). */
const csv = (rows: string[][]) => stringify(rows, { record_delimiter: '\r\n' });

export function metaFeedHead(): string {
  return csv([[...META_COLUMNS]]);
}

export function metaRow(item: FeedItem): Record<MetaColumn, string> {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: item.isInStock ? 'in stock' : 'out of stock',
    condition: item.condition,
    price: feedPrice(item.price),
    link: item.link,
    image_link: item.imageLink,
    brand: item.brand,
    mpn: item.mpn ?? '',
    additional_image_link: item.additionalImageLinks.join(','),
    sale_price: item.salePrice === null ? '' : feedPrice(item.salePrice),
    sale_price_effective_date: item.salePrice !== null && item.saleSince ? saleEffectiveDate(item.saleSince) : '',
    item_group_id: item.itemGroupId ?? '',
    color: item.color ?? '',
    size: item.size ?? '',
    gender: item.gender ?? '',
    age_group: item.ageGroup,
    google_product_category: String(item.googleProductCategory.id),
  };
}

/** The CSV records of some feed lines (no header). */
export function metaRowsCsv(items: readonly FeedItem[]): string {
  if (items.length === 0) return '';
  return csv(items.map((item) => {
    const row = metaRow(item);
    return META_COLUMNS.map((column) => row[column]);
  }));
}
