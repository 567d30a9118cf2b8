// Endpoint descriptors of the train service (spec section 7: Knowledge and training).
// Payload and result types are added as each screen and backend handler is built.
import { DEFAULT_LOADING, endpoint } from './endpoint'
import type { IdPayload, PageResult } from './types/common'
import type {
  AnswerComparison,
  ExamIdPayload,
  ExamInfo,
  ExamPagePayload,
  ExamPaper,
  ExamResult,
  ExamScore,
  ExamSubmitPayload,
  LessonDonePayload,
  ResultIdPayload,
  TrainDetail,
  TrainIdPayload,
  TrainItem,
  TrainPagePayload,
  TrainProgress,
} from './types/train'

export const train = {
  train: {
    queryPage: endpoint<TrainPagePayload, PageResult<TrainItem>>({ path: '/api/train/train/queryPage', method: 'POST', body: 'json' }),
    findById: endpoint<IdPayload, TrainDetail>({ path: '/api/train/train/findById', method: 'POST', body: 'form' }),
    getExamScores: endpoint<TrainIdPayload, ExamScore[]>({ path: '/api/train/train/getExamScores', method: 'POST', body: 'form' }),
  },
  exam: {
    queryPage: endpoint<ExamPagePayload, PageResult<ExamInfo>>({ path: '/api/train/exam/queryPage', method: 'POST', body: 'json', loading: DEFAULT_LOADING }),
    checkExamValidOrNot: endpoint<ExamIdPayload, ExamPaper>({ path: '/api/train/exam/checkExamValidOrNot', method: 'POST', body: 'form' }),
  },
  trainResults: {
    create: endpoint<LessonDonePayload, TrainProgress>({ path: '/api/train/trainResults/create', method: 'POST', body: 'form' }),
  },
  examResults: {
    save: endpoint<ExamSubmitPayload, ExamResult>({ path: '/api/train/examResults/save', method: 'POST', body: 'json' }),
    getComparisonOfAnswers: endpoint<ResultIdPayload, AnswerComparison[]>({ path: '/api/train/examResults/getComparisonOfAnswers', method: 'POST', body: 'form' }),
  },
}
