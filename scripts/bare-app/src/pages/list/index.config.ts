export default definePageConfig({ navigationBarTitleText: '列表' })
