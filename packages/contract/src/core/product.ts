/** The product page's fixed texts and rules (the delivery check's are in ./delivery.ts). */
export {}
