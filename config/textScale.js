/**
 * PostCSS plugin: large-text mode (长辈模式, src/stores/largeText.ts). Every `font-size` and every
 * `line-height` given as a length in the app's own styles becomes that length times
 * `var(--app-text-scale, 1)`: 1 everywhere, 1.25 under the screen root's `.app-large-text`
 * (components/Screen/largeText.scss). Scaling where a size is used, never where a variable is
 * declared, scales each size once.
 *
 * Libraries' styles (node_modules) are left as they are: Taro's H5 build runs no PostCSS over them
 * while the mini program's does, so NutUI is enlarged the same way on both through its font-size
 * variables, which largeText.scss sets under `.app-large-text`.
 *
 * It runs after Taro's pxtransform (a local plugin in `postcss` of config/index.ts, for both
 * targets), so it meets rpx (weapp) and rem (H5) as well as px. Left alone: keywords (inherit,
 * smaller), percentages and em (relative to a size already scaled), unitless line heights (they
 * follow the font size), 0, custom properties, the document root (H5's rem base: scaling it would
 * scale every length of the layout), and a value already scaled. A box whose `height` is its
 * `line-height` (one line centred by its line height: a tab, a button) grows with its text, its
 * height scaled too, so the larger line neither overflows nor sits off centre.
 *
 * Plain CommonJS: Taro requires a local PostCSS plugin as it is.
 */
const VAR = 'var(--app-text-scale, 1)'
const PROPS = new Set(['font-size', 'line-height'])
/** A length in an absolute unit (after pxtransform), or a variable that may hold one. */
const SCALABLE = /(?:\d(?:px|rpx|rem|PX|Px)\b|var\()/
const ROOT_SELECTOR = /^(?:html|:root)$/

/** The scaled value, or null when `value` is left as it is. */
function scaledValue(prop, value) {
  if (!PROPS.has(prop) || value.includes('--app-text-scale') || !SCALABLE.test(value)) return null
  // A line height as a variable may be unitless: only lengths are scaled there.
  if (prop === 'line-height' && !/\d(?:px|rpx|rem|PX|Px)\b/.test(value)) return null
  const inner = value.trim().startsWith('calc(') ? value.trim().slice(4) : value.trim()
  return `calc(${inner} * ${VAR})`
}

/** Scales the rule's text sizes, and its height where it is the line height. */
function scaleRule(rule) {
  if (rule.selectors && rule.selectors.every((s) => ROOT_SELECTOR.test(s.trim()))) return
  const decls = rule.nodes.filter((n) => n.type === 'decl')
  const lineHeight = decls.find((d) => d.prop.toLowerCase() === 'line-height')
  for (const decl of decls) {
    const prop = decl.prop.toLowerCase()
    const asLine = prop === 'height' && lineHeight && decl.value.trim() === lineHeight.value.trim()
    const next = scaledValue(asLine ? 'line-height' : prop, decl.value)
    if (next !== null) decl.value = next
  }
}

function textScale() {
  return {
    postcssPlugin: 'app-text-scale',
    Once(root) {
      const file = (root.source && root.source.input && root.source.input.file) || ''
      if (/[\\/]node_modules[\\/]/.test(file)) return
      root.walkRules(scaleRule)
    },
  }
}
textScale.postcss = true
textScale.scaledValue = scaledValue
textScale.TEXT_SCALE_VAR = VAR

module.exports = textScale
