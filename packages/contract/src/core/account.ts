/**
 * My Account: its sections, reviews, questions and referrals (docs/product.md, "My Account").
 */
export {}
