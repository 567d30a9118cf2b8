// Not in the route table (see NOT_FOUND_PAGE in src/routes/index.ts): its own page configuration.
export default definePageConfig({ navigationStyle: 'custom', navigationBarTitleText: '页面不存在', enablePullDownRefresh: false })
