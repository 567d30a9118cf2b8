/** The maintainer's 修改密码 (/maintainer/updatePSW): the shared password screen. */
export { default } from '@/pages/updatePSW'
