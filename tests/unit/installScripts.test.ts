/**
 * npm (11.16 on) warns at every install about dependencies whose install scripts the project has
 * not reviewed, and npm 12 blocks them: each one in the lockfile is allowed or denied in
 * package.json's `allowScripts` (README, "The two commands", says why).
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.join(__dirname, '../..')
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>

test("every dependency with an install script is reviewed in package.json's allowScripts", () => {
  const lock = read('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> }
  const reviewed = (read('package.json').allowScripts ?? {}) as Record<string, boolean>
  const withScripts = new Set(
    Object.entries(lock.packages)
      // '' is the project itself: its own postinstall (patch-package) is in its package.json.
      .filter(([where, p]) => where !== '' && p.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  )
  expect([...withScripts].filter((name) => !(name in reviewed))).toEqual([])
  // No entry for a package that no longer has one.
  expect(Object.keys(reviewed).filter((name) => !withScripts.has(name))).toEqual([])
})
