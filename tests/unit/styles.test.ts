/**
 * The app's own styles are drawn for a 750 px design (config/index.ts `designWidth`; only NutUI's
 * are for 375): `24px` in src/**.scss is 12 CSS px on a 375 px phone. A style written in 375-design
 * units renders at half size; the smallest readable text here is 20px (10 CSS px).
 */
import fs from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(__dirname, '../../src')
const MIN_FONT_PX = 20

const styles = fs
  .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.scss'))
  .sort()

test('every font size of the app\'s styles is in 750-design units, at least 20px', () => {
  expect(styles.length).toBeGreaterThan(20)
  const small = styles.flatMap((f) =>
    [...fs.readFileSync(path.join(SRC, f), 'utf8').matchAll(/font-size:\s*(\d+(?:\.\d+)?)px/g)].filter((m) => Number(m[1]) < MIN_FONT_PX).map((m) => `${f}: ${m[0]}`),
  )
  expect(small).toEqual([])
})
