/** The product page's schemas (the delivery check's are in ./delivery.ts). */
export {}
