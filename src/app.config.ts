import { packages } from './routes'

const { pages, subPackages } = packages()

export default defineAppConfig({
  pages,
  subPackages,
  window: {
    navigationStyle: 'custom',
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#0A670E',
    navigationBarTextStyle: 'white',
    backgroundColor: '#f5f6f7',
  },
  lazyCodeLoading: 'requiredComponents',
})
