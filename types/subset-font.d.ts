/** The part of subset-font 2's API that scripts/menuGlyphs.ts uses (it ships no types). */
declare module 'subset-font' {
  function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' }): Promise<Buffer>
  export default subsetFont
}
