/** The label of a home banner's link button when the banner names none. */
export const BANNER_LINK_LABEL = 'Shop now'

/** How many visited products a device and a shopper's account remember, newest first (docs/product.md, Constants). */
export const RECENTLY_VIEWED_MAX = 10
