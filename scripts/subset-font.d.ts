// The part of subset-font 2 the font script uses (the package ships no types).
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    /** An axis pinned to one value, or narrowed to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    keepFeatures?: string[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
