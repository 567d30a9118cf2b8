/**
 * Payload and result types of the member service, one file per entity: shops and registration,
 * customers and buyers, complaints, the catalogue, public prices, and (docs/trade.md) coupons,
 * evaluations, scales, credit and SKUs.
 */
export * from './shop'
export * from './customer'
export * from './complaint'
export * from './catalogue'
export * from './price'
export * from './coupon'
export * from './evaluation'
export * from './scale'
export * from './credit'
export * from './sku'
export * from './priceFollow'
