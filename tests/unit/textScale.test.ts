/**
 * Large-text mode's PostCSS plugin (config/textScale.js): every font size and line height given as
 * a length becomes that length times --app-text-scale, after Taro's pxtransform (rpx on weapp, rem
 * on H5), in our styles and in NutUI's; nothing else changes.
 */
import postcss from 'postcss'

const textScale = require('../../config/textScale.js') as (() => postcss.Plugin) & { TEXT_SCALE_VAR: string }
const pxtransform = require('postcss-pxtransform') as (options: Record<string, unknown>) => postcss.Plugin
const S = textScale.TEXT_SCALE_VAR

const run = (css: string, plugins: postcss.AcceptedPlugin[] = []) => postcss([...plugins, textScale()]).process(css, { from: undefined }).css

test('a font size and a line height in px are scaled', () => {
  expect(run('.a { font-size: 28px; line-height: 40px; color: red; }')).toBe(`.a { font-size: calc(28px * ${S}); line-height: calc(40px * ${S}); color: red; }`)
})

test("NutUI's sizes in variables with px fallbacks are scaled where used, never where declared", () => {
  expect(run('.nut-cell { font-size: var(--nutui-font-size-base, 14px); line-height: var(--nutui-cell-line-height, 20px); --nutui-font-size-base: 14px; }')).toBe(
    `.nut-cell { font-size: calc(var(--nutui-font-size-base, 14px) * ${S}); line-height: calc(var(--nutui-cell-line-height, 20px) * ${S}); --nutui-font-size-base: 14px; }`,
  )
})

test('keywords, percentages, em, unitless line heights, 0 and the document root are left alone', () => {
  const kept = 'html { font-size: 20px; } .a { font-size: inherit; line-height: 1.5; } .b { font-size: 120%; line-height: normal; } .c { font-size: 1.2em; } .d { font-size: 0; } .e { line-height: var(--x); }'
  expect(run(kept)).toBe(kept)
})

test('a calc() is scaled as a whole, and a value already scaled is not scaled again', () => {
  expect(run('.a { font-size: calc(1rem + 2px); }')).toBe(`.a { font-size: calc((1rem + 2px) * ${S}); }`)
  expect(run(run('.a { font-size: 28px; }'))).toBe(`.a { font-size: calc(28px * ${S}); }`)
})

test('a box whose height is its line height grows with its text; other heights stay', () => {
  expect(run('.tab { height: 84px; line-height: 84px; } .bar { height: 112px; line-height: 40px; }')).toBe(
    `.tab { height: calc(84px * ${S}); line-height: calc(84px * ${S}); } .bar { height: 112px; line-height: calc(40px * ${S}); }`,
  )
})

test('inside media queries and with !important', () => {
  expect(run('@media (min-width: 600px) { .a { font-size: 30px !important; } }')).toBe(`@media (min-width: 600px) { .a { font-size: calc(30px * ${S}) !important; } }`)
})

test("after Taro's pxtransform: rpx for the mini program, rem for H5", () => {
  const css = '.a { font-size: 28px; padding: 20px; }'
  expect(run(css, [pxtransform({ platform: 'weapp', designWidth: 750, deviceRatio: { 750: 1 } })])).toBe(`.a { font-size: calc(28rpx * ${S}); padding: 20rpx; }`)
  const h5 = run(css, [pxtransform({ platform: 'h5', designWidth: 750, deviceRatio: { 750: 1 } })])
  expect(h5).toMatch(new RegExp(`font-size: calc\\([\\d.]+rem \\* ${S.replace(/[()]/g, '\\$&')}\\)`))
  expect(h5).toMatch(/padding: [\d.]+rem;/)
})

test("a library's styles (node_modules) are left alone: NutUI is scaled through its variables (components/Screen/largeText.scss)", () => {
  const css = '.nut-cell { font-size: var(--nutui-font-size-base, 14px); line-height: 20px; }'
  const from = '/app/node_modules/@nutui/nutui-react-taro/dist/es/packages/cell/style/style.css'
  expect(postcss([textScale()]).process(css, { from }).css).toBe(css)
  expect(postcss([textScale()]).process(css, { from: '/app/src/components/ListCard/index.scss' }).css).toContain(`line-height: calc(20px * ${S})`)
})
