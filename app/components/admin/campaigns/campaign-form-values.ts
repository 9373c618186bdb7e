import type { AdminCampaign, AdminCampaignBody } from '@common/campaigns/contracts';
import type { OfferKind } from '@common/campaigns/rules';
import { slugify } from '@common/catalog/input-rules';

export const ADMIN_CAMPAIGNS_PATH = '/admin/campaigns';
/** The store's address of a campaign's page. */
export const campaignPublicPath = (slug: string) => `/store/rebajas/${slug}`;

/** A product picked into the scope, with the name its chip shows. */
export interface PickedProduct {
  id: number;
  name: string;
}

/**
 * The campaign form's fields as the controls hold them: amounts as typed, dates as Madrid's wall
 * clock (the datetime-local value the API takes, whatever the browser's zone), sizes as one text.
 */
export interface CampaignFormValues {
  name: string;
  slug: string;
  /** The slug follows the name until staff type one of their own. */
  isSlugEdited: boolean;
  public_text: string;
  starts_at: string;
  ends_at: string;
  whole_store: boolean;
  category_ids: number[];
  brand_ids: number[];
  products: PickedProduct[];
  /** 'XS, XXL' */
  excluded_sizes: string;
  offer_kind: OfferKind;
  percent: string;
  fixed_price: string;
  min_order: string;
}

export function emptyCampaignValues(): CampaignFormValues {
  return {
    name: '',
    slug: '',
    isSlugEdited: false,
    public_text: '',
    starts_at: '',
    ends_at: '',
    whole_store: false,
    category_ids: [],
    brand_ids: [],
    products: [],
    excluded_sizes: '',
    offer_kind: 'percent',
    percent: '',
    fixed_price: '',
    min_order: '',
  };
}

/** Euros with a comma, as a Spanish reader types them: 19.95 → '19,95'. */
const euroText = (euros: number | null) => (euros === null ? '' : String(euros).replace('.', ','));

/** A stored campaign in the form; `productNames` names the picked products the chips show (an id otherwise). */
export function campaignFormValues(campaign: AdminCampaign, productNames: ReadonlyMap<number, string> = new Map()): CampaignFormValues {
  return {
    name: campaign.name,
    slug: campaign.slug,
    isSlugEdited: true,
    public_text: campaign.public_text,
    starts_at: campaign.starts_at_madrid,
    ends_at: campaign.ends_at_madrid,
    whole_store: campaign.scope.whole_store,
    category_ids: [...campaign.scope.category_ids],
    brand_ids: [...campaign.scope.brand_ids],
    products: campaign.scope.product_ids.map((id) => ({ id, name: productNames.get(id) ?? `Producto ${id}` })),
    excluded_sizes: campaign.scope.excluded_sizes.join(', '),
    offer_kind: campaign.offer_kind,
    percent: campaign.percent === null ? '' : String(campaign.percent),
    fixed_price: euroText(campaign.fixed_price),
    min_order: euroText(campaign.min_order),
  };
}

/** The slug a name suggests ('Rebajas de enero' → 'rebajas-de-enero'). */
export const suggestedSlug = (name: string) => slugify(name).slice(0, 140).replace(/-+$/, '');

/** 'XS, xxl ,, 44' → ['XS', 'xxl', '44'] (the API compares sizes without case). */
export function sizesOf(text: string): string[] {
  const sizes: string[] = [];
  for (const part of text.split(',')) {
    const size = part.trim();
    if (size && !sizes.some((known) => known.toUpperCase() === size.toUpperCase())) sizes.push(size);
  }
  return sizes;
}

/**
 * A typed amount → what the contract reads: '' is none, '19,95' is 19.95; anything else is sent as
 * typed so the contract's own message names the field.
 */
function amountOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const normalised = trimmed.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : trimmed;
}

/** The whole campaign as the API's body (create, preview); only the amount its offer needs is sent. */
export function campaignBody(values: CampaignFormValues): AdminCampaignBody {
  const kind = values.offer_kind;
  return {
    name: values.name,
    slug: values.slug,
    public_text: values.public_text,
    starts_at: values.starts_at,
    ends_at: values.ends_at,
    scope: {
      whole_store: values.whole_store,
      category_ids: values.whole_store ? [] : values.category_ids,
      brand_ids: values.whole_store ? [] : values.brand_ids,
      product_ids: values.whole_store ? [] : values.products.map((product) => product.id),
      excluded_sizes: sizesOf(values.excluded_sizes),
    },
    offer_kind: kind,
    percent: kind === 'percent' ? amountOf(values.percent) : null,
    fixed_price: kind === 'fixed_price' ? amountOf(values.fixed_price) : null,
    min_order: kind === 'free_shipping' ? amountOf(values.min_order) : null,
  } as AdminCampaignBody;
}

/** What an edit changes: the fields whose value differs from the stored campaign's (PATCH sends only those). */
export function campaignChanges(values: CampaignFormValues, original: AdminCampaign): AdminCampaignBody {
  const next = campaignBody(values) as Record<string, unknown>;
  const before = campaignBody(campaignFormValues(original)) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  return changes as AdminCampaignBody;
}

/** The first message about a field or anything under it ('scope.excluded_sizes' also takes 'scope.excluded_sizes.2'). */
export function errorUnder(errors: Readonly<Record<string, string>>, path: string): string | undefined {
  if (Object.hasOwn(errors, path)) return errors[path];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return nested === undefined ? undefined : errors[nested];
}
