/** Training status names and colours (a training's lesson progress: not started, learning, done). */
import type { TrainStatus } from '@/contract'
import { type StatusMap, type StatusTone } from '@/components/StatusTag'

export const TRAIN_STATUS: StatusMap & Readonly<Record<TrainStatus, { text: string; tone: StatusTone }>> = {
  notStarted: { text: '未开始', tone: 'default' },
  inProgress: { text: '学习中', tone: 'warning' },
  completed: { text: '已完成', tone: 'success' },
}
