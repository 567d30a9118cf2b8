/**
 * The README's "What is built" table against the route table: every built screen is listed (by
 * its path or an H5 alias), and every path listed is a built screen, so the table stays true as
 * screens land (it once said the role screens were not built after they were).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Role } from '@/contract/types'
import { BUILT_ROUTES } from '@/routes'

const ROLES: readonly Role[] = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff']

/** The paths in the screens column of the README's "What is built" table (`<role>` expanded). */
function listedPaths(): string[] {
  const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8')
  const section = readme.split(/^## What is built$/m)[1]?.split(/^## /m)[0] ?? ''
  const rows = section.split('\n').filter((l) => l.startsWith('|') && !/^\|\s*(area|---)/.test(l))
  expect(rows.length).toBeGreaterThan(5)
  return rows
    .flatMap((row) => [...(row.split('|')[2] ?? '').matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]))
    .flatMap((p) => (p.includes('<role>') ? ROLES.map((r) => p.replace('<role>', r)) : [p]))
}

test("the README's table lists every built screen, and only built screens", () => {
  const listed = new Set(listedPaths())
  const known = new Set(BUILT_ROUTES.flatMap((r) => [r.path, ...r.aliases]))
  expect(BUILT_ROUTES.filter((r) => ![r.path, ...r.aliases].some((p) => listed.has(p))).map((r) => r.path)).toEqual([])
  expect([...listed].filter((p) => !known.has(p))).toEqual([])
})
