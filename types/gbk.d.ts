// gbk.js 0.3.0 ships no typings; its ES5 browser build (dist/gbk.min.js, UMD) is what the app bundles.
declare module 'gbk.js/dist/gbk.min.js' {
  const GBK: {
    /** Text to GBK bytes (ASCII as itself). */
    encode(text: string): number[]
    /** GBK bytes back to text. */
    decode(bytes: ArrayLike<number>): string
  }
  export default GBK
}
