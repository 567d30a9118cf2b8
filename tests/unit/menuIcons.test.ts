/** A role's home menu draws each item with its own glyph: two items sharing an icon read as one. */
import { ROLES } from '@/contract'
import { menuCaption, menuFor } from '@/routes'

test.each(ROLES)("every item of the %s menu has its own icon", (role) => {
  const items = menuFor(role).map((r) => ({ caption: menuCaption(r), icon: r.menu!.icon }))
  expect(items.length).toBeGreaterThan(0)
  const shared = items.filter((a) => items.some((b) => b !== a && b.icon === a.icon)).map((i) => `${i.caption}: ${i.icon}`)
  expect(shared).toEqual([])
})
