export interface ProductRow {
  site: string;
  id: string;
  tcm: string;
  title: string;
  category: 'coffee' | 'household' | 'clothing';
  price: number;
  dimension_key: string | null;
  stock: number;
  max_per_order: number;
  availability: 'AVAILABLE' | 'NOT_AVAILABLE' | 'SOLDOUT';
}

export interface CatalogueTables {
  products: ProductRow;
}
