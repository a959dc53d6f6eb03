// The part of pngjs 7 the visual report uses (the package ships no types).
declare module 'pngjs' {
  export class PNG {
    constructor(options?: { width?: number; height?: number })
    width: number
    height: number
    /** RGBA, four bytes a pixel, row after row. */
    data: Buffer
    static sync: {
      read(buffer: Buffer): PNG
      write(png: PNG): Buffer
    }
  }
}
