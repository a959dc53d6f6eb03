/**
 * Tax invoices: GST rules and texts (docs/product.md, "Tax invoices").
 */
export {}
