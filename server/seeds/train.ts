/**
 * Trainings with lessons and exams. Three are for every user type, one for market staff only.
 * Exams: one with a 10-minute limit, ones without, one already past its deadline.
 * The right answers are in DEMO_TRAININGS (tests and the README's demo script use them).
 */
import { examQuestions, exams, trainings, trainLessons } from '../db/schema'
import type { FeatureSeed } from './context'

const DAY = 86_400_000

export interface DemoQuestion {
  type: 'single' | 'multiple' | 'judge'
  stem: string
  /** Option texts A, B, C, …; judge questions get 正确 (T) / 错误 (F). */
  options?: string[]
  answer: string[]
  score: number
}
export interface DemoExam {
  title: string
  durationMinutes: number
  passScore: number
  /** Days from now (negative: past); absent: no deadline. */
  deadlineDays?: number
  questions: DemoQuestion[]
}
export interface DemoTraining {
  title: string
  summary: string
  audience: string[]
  lessons: Array<{ title: string; minutes: number; points: string[] }>
  exams: DemoExam[]
}

const judge = (stem: string, right: boolean, score: number): DemoQuestion => ({ type: 'judge', stem, answer: [right ? 'T' : 'F'], score })

export const DEMO_TRAININGS: DemoTraining[] = [
  {
    title: '食品安全基础培训',
    summary: '食品经营者必须掌握的进货查验、储存和从业人员健康管理知识。',
    audience: [],
    lessons: [
      { title: '第一课：进货查验与索证索票', minutes: 15, points: ['查验供货者许可证和产品合格证明', '建立进货台账'] },
      { title: '第二课：食品储存与温度控制', minutes: 20, points: ['冷藏0℃～8℃，冷冻-18℃以下', '生熟分开存放'] },
      { title: '第三课：从业人员健康管理', minutes: 10, points: ['每年健康检查', '患有有碍食品安全疾病的人员应调离岗位'] },
    ],
    exams: [
      {
        title: '食品安全基础知识测验',
        durationMinutes: 10,
        passScore: 60,
        questions: [
          { type: 'single', stem: '食品经营者采购食品时，应当查验供货者的什么？', options: ['许可证和产品合格证明文件', '只看营业执照复印件', '不需要查验', '供货者的口头承诺'], answer: ['A'], score: 20 },
          { type: 'single', stem: '冷藏食品的储存温度一般应控制在多少？', options: ['0℃～8℃', '10℃～15℃', '15℃～20℃', '常温即可'], answer: ['A'], score: 20 },
          { type: 'multiple', stem: '以下哪些属于预防食物中毒的措施？', options: ['生熟分开', '烧熟煮透', '使用安全的水和原材料', '熟食在室温下长时间存放'], answer: ['A', 'B', 'C'], score: 20 },
          judge('发现变质食品，可以打折后继续销售。', false, 20),
          judge('食品从业人员每年应进行健康检查，取得健康证明后方可上岗。', true, 20),
        ],
      },
      {
        title: '农药残留快检考核（已截止）',
        durationMinutes: 0,
        passScore: 60,
        deadlineDays: -3,
        questions: [
          { type: 'single', stem: '酶抑制法快检中，抑制率达到多少判为阳性？', options: ['≥50%', '≥10%', '≥90%', '任何数值'], answer: ['A'], score: 20 },
          { type: 'multiple', stem: '快检不合格的产品应如何处理？', options: ['就地封存', '上报市场管理办公室', '降价处理', '送检复核'], answer: ['A', 'B', 'D'], score: 20 },
          judge('快检样品每批次可以只取一根蔬菜。', false, 20),
          judge('快检结果应记录并公示。', true, 20),
          { type: 'single', stem: '进场查验时首先查验什么？', options: ['产地证明或购货凭证', '商户的摊位号', '车辆颜色', '天气'], answer: ['A'], score: 20 },
        ],
      },
    ],
  },
  {
    title: '市场消防安全培训',
    summary: '认识常用消防器材，掌握初起火灾扑救和疏散逃生方法。',
    audience: [],
    lessons: [
      { title: '第一课：认识灭火器', minutes: 12, points: ['干粉灭火器的适用范围', '“一拔二握三压”'] },
      { title: '第二课：火灾疏散与自救', minutes: 18, points: ['湿毛巾捂住口鼻，低姿前进', '不得乘坐电梯逃生'] },
    ],
    exams: [
      {
        title: '消防安全知识考试',
        durationMinutes: 0,
        passScore: 60,
        deadlineDays: 60,
        questions: [
          { type: 'single', stem: '火警电话是多少？', options: ['110', '119', '120', '122'], answer: ['B'], score: 10 },
          { type: 'single', stem: '使用干粉灭火器时，第一步应当？', options: ['拔掉保险销', '对准火焰顶部', '摇晃瓶身', '倒置灭火器'], answer: ['A'], score: 10 },
          { type: 'single', stem: '电动车应在哪里充电？', options: ['室外指定充电区', '摊位内', '楼道内', '仓库内'], answer: ['A'], score: 10 },
          { type: 'single', stem: '火灾中最主要的致死原因是？', options: ['烟气中毒窒息', '被烧伤', '摔伤', '惊吓'], answer: ['A'], score: 10 },
          { type: 'multiple', stem: '火灾逃生时正确的做法有？', options: ['用湿毛巾捂住口鼻', '低姿前进', '乘坐电梯', '沿疏散指示标志撤离'], answer: ['A', 'B', 'D'], score: 15 },
          { type: 'multiple', stem: '以下哪些行为属于消防违规？', options: ['私拉乱接电线', '堵塞消防通道', '定期检查灭火器', '在库房内吸烟'], answer: ['A', 'B', 'D'], score: 15 },
          judge('收市后应切断摊位电源。', true, 15),
          judge('消防通道可以临时堆放货物。', false, 15),
        ],
      },
    ],
  },
  {
    title: '冷链物流操作规范',
    summary: '冷链食品的收货、储存、运输和追溯全流程操作要求。',
    audience: [],
    lessons: [
      { title: '第一课：冷链收货验收', minutes: 15, points: ['测量到货温度', '查验检疫与消毒证明'] },
      { title: '第二课：冷库储存管理', minutes: 15, points: ['先进先出', '库温每日记录两次'] },
      { title: '第三课：冷链车辆运输', minutes: 12, points: ['预冷车厢', '全程温度记录'] },
      { title: '第四课：追溯信息录入', minutes: 8, points: ['扫码录入追溯平台', '凭证留存6个月以上'] },
    ],
    exams: [
      {
        title: '冷链操作规范考核',
        durationMinutes: 20,
        passScore: 70,
        questions: [
          { type: 'single', stem: '冷冻食品的储存温度应不高于？', options: ['-18℃', '0℃', '4℃', '-5℃'], answer: ['A'], score: 15 },
          { type: 'single', stem: '冷库货物出库应遵循什么原则？', options: ['先进先出', '后进先出', '随意出库', '按重量出库'], answer: ['A'], score: 15 },
          { type: 'multiple', stem: '进口冷链食品收货时应查验哪些凭证？', options: ['检验检疫证明', '消毒证明', '追溯码', '商户名片'], answer: ['A', 'B', 'C'], score: 20 },
          { type: 'multiple', stem: '冷链车辆运输前应做好哪些准备？', options: ['车厢预冷', '检查温度记录仪', '车厢消毒', '关闭制冷以省油'], answer: ['A', 'B', 'C'], score: 20 },
          judge('进入冷库作业可以不穿防寒服。', false, 15),
          judge('冷链运输全程温度记录应留存备查。', true, 15),
        ],
      },
    ],
  },
  {
    title: '市场员工巡查实务（员工专享）',
    summary: '市场员工日常巡查、问题登记与整改跟踪的工作方法。',
    audience: ['staff'],
    lessons: [
      { title: '第一课：巡查路线与内容', minutes: 10, points: ['开市前巡查通道和消防设施', '检查亮证经营和明码标价'] },
      { title: '第二课：问题登记与整改跟踪', minutes: 10, points: ['当日录入巡查记录', '跟踪整改至闭环'] },
    ],
    exams: [
      {
        title: '巡查实务测验',
        durationMinutes: 0,
        passScore: 60,
        questions: [
          { type: 'single', stem: '巡查发现的问题应在何时录入？', options: ['当日', '一周内', '月底', '不需要录入'], answer: ['A'], score: 40 },
          { type: 'multiple', stem: '日常巡查包含哪些内容？', options: ['消防通道', '明码标价', '亮证经营', '商户私人生活'], answer: ['A', 'B', 'C'], score: 30 },
          judge('整改问题需要跟踪到闭环。', true, 30),
        ],
      },
    ],
  },
]

const KEYS = 'ABCDEFGH'
const JUDGE_OPTIONS = [
  { key: 'T', text: '正确' },
  { key: 'F', text: '错误' },
]
const lessonHtml = (l: DemoTraining['lessons'][number]): string => `<h3>${l.title}</h3><ul>${l.points.map((p) => `<li>${p}</li>`).join('')}</ul>`

export const seedTrain: FeatureSeed = async (tx) => {
  for (const [ti, t] of DEMO_TRAININGS.entries()) {
    const [training] = await tx
      .insert(trainings)
      .values({ title: t.title, summary: t.summary, audience: t.audience, content: `<p>${t.summary}</p>`, sort: ti })
      .returning({ id: trainings.id })
    const trainId = training!.id
    await tx.insert(trainLessons).values(t.lessons.map((l, li) => ({ trainId, title: l.title, content: lessonHtml(l), minutes: l.minutes, sort: li })))
    for (const [ei, e] of t.exams.entries()) {
      const [exam] = await tx
        .insert(exams)
        .values({
          trainId,
          title: e.title,
          durationMinutes: e.durationMinutes,
          passScore: e.passScore,
          deadline: e.deadlineDays === undefined ? null : new Date(Date.now() + e.deadlineDays * DAY),
          sort: ei,
        })
        .returning({ id: exams.id })
      await tx.insert(examQuestions).values(
        e.questions.map((q, qi) => ({
          examId: exam!.id,
          type: q.type,
          stem: q.stem,
          options: q.type === 'judge' ? JUDGE_OPTIONS : (q.options ?? []).map((text, i) => ({ key: KEYS[i]!, text })),
          answer: q.answer,
          score: q.score,
          sort: qi,
        })),
      )
    }
  }
}
