export interface CartRow {
  id: string;
  site: string;
  created_at: string;
  updated_at: string;
}

export interface CartItemRow {
  cart_id: string;
  /** article | freeArticle | giftCard | partnerProduct | subscription */
  kind: string;
  item_id: string;
  quantity: number;
  campaign_id: string | null;
}

export interface CartTables {
  carts: CartRow;
  cart_items: CartItemRow;
}
