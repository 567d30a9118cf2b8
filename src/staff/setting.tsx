/** The staff's 设置 (/staff/setting): the shared settings screen. */
export { default } from '@/pages/setting'
