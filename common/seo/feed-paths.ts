/** The product feeds (issue 34): where Google Merchant Center and Meta fetch the store's catalogue. */
export const FEED_PATHS = {
  google: '/feeds/google-merchant.xml',
  meta: '/feeds/meta-catalog.csv',
} as const;

export type FeedKind = keyof typeof FEED_PATHS;
