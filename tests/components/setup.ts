import { taroMock } from '../mocks/taro'
import { resetNavBarMetrics } from '@/core/wechat/navBarMetrics'
import { useCentre } from '@/stores/centre'
import { useDictionary } from '@/stores/dictionary'
import { useModules } from '@/stores/modules'
import { useSession } from '@/stores/session'

// NutUI's icons set a `-webkitMask` inline style that React (not the browser) complains about.
const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Unsupported style property') && String(args[1]).includes('webkitMask')) return
  consoleError(...args)
}

beforeEach(() => {
  taroMock.reset()
  // The stores read the cache once, at import: start every test logged out with nothing loaded.
  useSession.setState({ user: null, userType: null })
  useModules.setState({ modules: null })
  useDictionary.setState({ entries: [] })
  useCentre.setState({ info: null })
  resetNavBarMetrics()
})
