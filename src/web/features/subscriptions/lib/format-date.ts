/** docs/product.md#subscription-screens: the price is amount/100 with 2 decimals followed by the interval. */
export { formatPrice } from '@shared/contract/price';
