/**
 * Supplier screens are blue, the others green: the screen's ConfigProvider sets the accent
 * (--nutui-color-primary, src/theme.ts), so no stylesheet or icon may name the green itself (links,
 * phone links, trace-code chips, radio dots, chart bars and the home menu icons were green on
 * supplier screens). The only places that name it are the theme's own: app.scss's defaults, the
 * app-wide navigation bar default (app.config.ts; NavBar colours each screen's), the booth map's
 * legend (招租 is green on every screen) and the green end of ProfileCard, which has a supplier
 * variant of its own; a var() fallback is allowed.
 */
import fs from 'node:fs'
import path from 'node:path'

const SRC = path.join(__dirname, '../../src')
const GREENS = /#0a670e|#e6f0e6|#eef5ee/i
const OWN_GREEN = new Set(['app.scss', 'app.config.ts', 'components/ProfileCard/index.scss', 'components/BoothMap/model.ts'])

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return files(full)
    return /\.(scss|tsx?)$/.test(d.name) ? [full] : []
  })
}

/** The lines of a file that name the green outside a var() fallback. */
function greenLines(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/var\(--[\w-]+,\s*#[0-9a-f]{6}\)/gi, 'var()'))
    .filter((line) => GREENS.test(line))
}

test('no stylesheet or component names the green accent: each takes the screen accent (--nutui-color-primary)', () => {
  const found = files(SRC)
    .map((f) => path.relative(SRC, f).split(path.sep).join('/'))
    .filter((rel) => !OWN_GREEN.has(rel) && rel !== 'theme.ts' && !rel.startsWith('config/'))
    .flatMap((rel) => greenLines(path.join(SRC, rel)).map((line) => `${rel}: ${line.trim()}`))
  expect(found).toEqual([])
})

test('the removed --app-primary (always green) is used nowhere', () => {
  const found = files(SRC).filter((f) => fs.readFileSync(f, 'utf8').includes('--app-primary'))
  expect(found).toEqual([])
})
