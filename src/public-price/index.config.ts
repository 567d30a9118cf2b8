import { pageConfig } from '@/pageConfig'

export default definePageConfig(pageConfig('/public-price/index'))
