export default defineAppConfig({
  pages: ['pages/index/index', 'pages/list/index', 'pages/detail/index'],
  window: { navigationBarBackgroundColor: '#0A670E', navigationBarTextStyle: 'white', navigationBarTitleText: 'Bare', backgroundColor: '#f5f6f7' },
  lazyCodeLoading: 'requiredComponents',
})
