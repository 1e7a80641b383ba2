export interface CartRow {
  id: string;
  site: string;
  created_at: string;
  updated_at: string;
}

export type CartItemKind =
  'article' | 'freeArticle' | 'giftCard' | 'partnerProduct' | 'subscription';

export interface CartItemRow {
  cart_id: string;
  kind: CartItemKind;
  item_id: string;
  quantity: number;
  campaign_id: string | null;
  /** 1 when the item's data is broken (shown among the defective items, blocks checkout). */
  defective: number;
}

/** What the cart sells besides catalogue products: gift cards, partner products, subscriptions. */
export interface CartOfferRow {
  site: string;
  kind: 'giftCard' | 'partnerProduct' | 'subscription';
  id: string;
  tcm: string;
  title: string;
  price: number;
}

/** A free-article campaign: the product a shopper gets for free under a campaign id. */
export interface CartCampaignRow {
  site: string;
  id: string;
  product_id: string;
}

/** Per-site limits of the cart (CART_LIMIT). */
export interface CartSettingsRow {
  site: string;
  max_articles: number;
}

export interface CartTables {
  carts: CartRow;
  cart_items: CartItemRow;
  cart_offers: CartOfferRow;
  cart_campaigns: CartCampaignRow;
  cart_settings: CartSettingsRow;
}
