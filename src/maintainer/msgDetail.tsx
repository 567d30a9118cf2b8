/** The maintainer's 消息详情 (/maintainer/msgDetail?id=): the shared message detail. */
export { default } from '@/pages/msg/detail'
