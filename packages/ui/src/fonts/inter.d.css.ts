// Lets TypeScript check the side-effect import of inter.css in fonts.ts (the stylesheet exports nothing).
export {}
