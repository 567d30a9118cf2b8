// Endpoint descriptors of the train service (spec section 7: Knowledge and training).
// Payload and result types are added as each screen and backend handler is built.
import { DEFAULT_LOADING, endpoint } from './endpoint'

export const train = {
  train: {
    queryPage: endpoint({ path: '/api/train/train/queryPage', method: 'POST', body: 'json' }),
    findById: endpoint({ path: '/api/train/train/findById', method: 'POST', body: 'form' }),
    getExamScores: endpoint({ path: '/api/train/train/getExamScores', method: 'POST', body: 'form' }),
  },
  exam: {
    queryPage: endpoint({ path: '/api/train/exam/queryPage', method: 'POST', body: 'json', loading: DEFAULT_LOADING }),
    checkExamValidOrNot: endpoint({ path: '/api/train/exam/checkExamValidOrNot', method: 'POST', body: 'form' }),
  },
  trainResults: {
    create: endpoint({ path: '/api/train/trainResults/create', method: 'POST', body: 'form' }),
  },
  examResults: {
    save: endpoint({ path: '/api/train/examResults/save', method: 'POST', body: 'json' }),
    getComparisonOfAnswers: endpoint({ path: '/api/train/examResults/getComparisonOfAnswers', method: 'POST', body: 'form' }),
  },
}
