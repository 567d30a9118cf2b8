import { pageConfig } from '@/pageConfig'

export default definePageConfig(pageConfig('/maintainer/login'))
