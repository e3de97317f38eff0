import type { ProductDto } from '@salones/shared/products';

/** What the extras block needs of a product. */
export type ProductOption = Pick<ProductDto, 'uid' | '_id' | 'name' | 'precio'>;
