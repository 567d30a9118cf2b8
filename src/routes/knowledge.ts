/** The knowledge base, training and exams (subpackage knowledge). */
import { optional, routesOf } from './route'

const route = routesOf('knowledge')

export const KNOWLEDGE_ROUTES = [
  route('knowledgeList', '/knowledge/knowledgeList', { aliases: ['/knowledgeList'], title: '知识库', pullRefresh: true, module: '知识库', menu: { icon: 'knowledge' } }),
  route('knowledgeDetail', '/knowledge/knowledgeDetail', { aliases: ['/knowledgeDetail'], title: '知识详情', module: '知识库', params: { id: { label: '知识编号' } } }),
  route('trainList', '/knowledge/trainList', { aliases: ['/trainList'], title: '培训考试', pullRefresh: true, module: '培训考试', menu: { icon: 'edit' } }),
  route('trainDetail', '/knowledge/trainDetail', { aliases: ['/trainDetail'], title: '培训详情', module: '培训考试', params: { id: { label: '培训编号' } } }),
  route('trainExamination', '/knowledge/trainExamination', {
    aliases: ['/trainExamination'], title: '在线考试', module: '培训考试', params: { examId: { label: '考试编号' }, trainId: optional('培训编号') },
  }),
  route('examResult', '/knowledge/examResult', { aliases: ['/examResult'], title: '考试结果', module: '培训考试', params: { resultId: { label: '成绩编号' }, trainId: optional('培训编号') } }),
] as const
