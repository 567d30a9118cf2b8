/**
 * @jest-environment node
 */
/**
 * The menu font (src/components/MenuGrid/glyphs.scss) is what the glyph table makes: every menu key
 * has its class and the font holds its glyph. A changed table with a stale stylesheet fails here
 * (run `npm run menu-glyphs`).
 */
import fs from 'node:fs'
import { GLYPHS_SCSS, glyphStylesheet } from '../../scripts/menuGlyphs'
import { MENU_GLYPHS, glyphClass } from '@/components/MenuGrid/glyphs'

jest.setTimeout(60_000)

test('glyphs.scss is up to date with the glyph table', async () => {
  expect(fs.readFileSync(GLYPHS_SCSS, 'utf8')).toBe(await glyphStylesheet())
})

test('every menu key draws its own class; an unknown key draws the default glyph', () => {
  const scss = fs.readFileSync(GLYPHS_SCSS, 'utf8')
  for (const key of Object.keys(MENU_GLYPHS)) expect(scss).toContain(`.app-glyph--${key}::before`)
  expect(glyphClass('order')).toBe('app-glyph app-glyph--order')
  expect(glyphClass('no-such-glyph')).toBe('app-glyph app-glyph--default')
  // A few KB for the whole set, where NutUI's icon components cost 1-3 KB a glyph.
  expect(Buffer.byteLength(scss)).toBeLessThan(16 * 1024)
})
