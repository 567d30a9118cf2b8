/** The maintainer's 消息中心 (/maintainer/msg): the shared message list. */
export { default } from '@/pages/msg/index'
