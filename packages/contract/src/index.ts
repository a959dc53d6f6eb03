export * from './catalogue.ts'
export * from './common.ts'
export * from './home.ts'
export * from './routes.ts'
