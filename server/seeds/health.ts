/**
 * Staff health demo data (docs/estate.md, "Seed"): the risk-area list, the check-in questionnaire,
 * two weeks of check-ins of the market's staff (吴员工 not yet today; a fever; trips to risk areas),
 * vaccinations in every state, and feedback answered and waiting. Check-ins go through the same
 * saveCheckIn as the call.
 */
import type { CheckInPayload, HealthSymptom, Place, RiskLevel } from '@/contract'
import { healthQuestions, messages, riskAreas, staffFeedback, vaccinations } from '../db/schema'
import { addDays, chinaDay } from '../lib/dates'
import { saveCheckIn } from '../modules/custome/checkin'
import type { SeedContext, Tx } from './context'

const DAY = 86_400_000

const RISK_AREAS: Array<[province: string, city: string, district: string, level: RiskLevel]> = [
  ['河北省', '石家庄市', '藁城区', 'high'],
  ['黑龙江省', '哈尔滨市', '香坊区', 'high'],
  ['新疆维吾尔自治区', '乌鲁木齐市', '天山区', 'high'],
  ['广东省', '广州市', '海珠区', 'medium'],
  ['上海市', '上海市', '浦东新区', 'medium'],
  ['浙江省', '宁波市', '北仑区', 'medium'],
  ['江苏省', '南京市', '江宁区', 'medium'],
  ['河北省', '石家庄市', '新华区', 'medium'],
  ['浙江省', '杭州市', '萧山区', 'low'],
  ['广东省', '深圳市', '南山区', 'low'],
  ['北京市', '北京市', '朝阳区', 'low'],
  ['四川省', '成都市', '武侯区', 'low'],
]

const QUESTIONS = [
  { title: '近14天是否接触过确诊或疑似病例', kind: 'yesNo', options: [], abnormalValues: ['是'], required: true },
  { title: '共同居住人是否有发热、咳嗽等症状', kind: 'yesNo', options: [], abnormalValues: ['是'], required: true },
  { title: '今日健康码颜色', kind: 'choice', options: ['绿码', '黄码', '红码'], abnormalValues: ['黄码', '红码'], required: true },
  { title: '其他需要说明的情况', kind: 'text', options: [], abnormalValues: [], required: false },
] as const

const HOME: Place = { province: '浙江省', city: '杭州市', district: '余杭区', address: '农贸大道88号' }
const NINGBO: Place = { province: '浙江省', city: '宁波市', district: '北仑区', address: null }
const SHANGHAI: Place = { province: '上海市', city: '上海市', district: '浦东新区', address: null }

interface Plan {
  /** Days before today with no check-in (0 = today). */
  skip: number[]
  /** Days away from home. */
  trips?: Array<{ from: number; to: number; place: Place }>
  /** Today's check-in differs: a fever, a risk-area visit. */
  today?: { temperature?: number; symptoms?: HealthSymptom[]; risk?: [string, string, string] }
  doses: string[]
}

const PLANS: Record<string, Plan> = {
  // The demo staff account: not checked in today; back from Shanghai a week ago; three doses.
  staff01: { skip: [0, 9], trips: [{ from: 8, to: 7, place: SHANGHAI }], doses: ['2021-04-12', '2021-05-10', '2021-11-20'] },
  office01: { skip: [], doses: ['2021-05-06', '2021-06-03'] },
  staff02: { skip: [3], today: { temperature: 37.8, symptoms: ['发热', '咳嗽'] }, doses: ['2021-06-15'] },
  staff03: { skip: [], trips: [{ from: 5, to: 3, place: NINGBO }], today: { risk: ['浙江省', '宁波市', '北仑区'] }, doses: ['2021-04-20', '2021-05-18', '2021-12-01'] },
  staff04: { skip: [0, 1], doses: [] },
  staff05: { skip: [6], doses: ['2021-07-01', '2021-07-29'] },
}

export async function seedHealth(tx: Tx, ctx: SeedContext): Promise<void> {
  const risks = await tx
    .insert(riskAreas)
    .values(RISK_AREAS.map(([province, city, district, level]) => ({ province, city, district, level, remark: level === 'high' ? '实行封控管理' : null, createdAt: new Date(Date.now() - 2 * DAY), updatedAt: new Date(Date.now() - 2 * DAY) })))
    .returning()
  const questions = await tx
    .insert(healthQuestions)
    .values(QUESTIONS.map((q, sort) => ({ ...q, options: [...q.options], abnormalValues: [...q.abnormalValues], sort })))
    .returning()
  const answers = (code: string) => questions.filter((q) => q.required).map((q) => ({ questionId: q.id, value: q.kind === 'choice' ? code : '否' }))
  const today = chinaDay()
  for (const [username, plan] of Object.entries(PLANS)) {
    const userId = ctx.userId[username]!
    for (let back = 13; back >= 0; back--) {
      if (plan.skip.includes(back)) continue
      const trip = plan.trips?.find((t) => back <= t.from && back >= t.to)
      const special = back === 0 ? plan.today : undefined
      const risk = special?.risk ? risks.find((r) => r.province === special.risk![0] && r.city === special.risk![1] && r.district === special.risk![2]) : undefined
      const check: CheckInPayload = {
        temperature: special?.temperature ?? 36.2 + ((back * 3 + username.length) % 6) / 10,
        symptoms: special?.symptoms ?? [],
        location: trip?.place ?? HOME,
        visitedRiskArea: !!risk,
        riskAreaId: risk?.id,
        answers: answers(risk ? '黄码' : '绿码'),
      }
      // 08:00-09:00 China time of that day.
      const at = new Date(Date.parse(`${addDays(today, -back)}T08:00:00+08:00`) + (username.length * 7 + back) * 60_000)
      await saveCheckIn(tx, userId, check, new Date(Math.min(at.getTime(), Date.now())))
    }
    if (plan.doses.length) {
      await tx.insert(vaccinations).values(
        plan.doses.map((day, i) => ({
          userId,
          dose: i + 1,
          vaccineName: i < 2 ? '新冠病毒灭活疫苗（Vero细胞）' : '重组新冠病毒蛋白疫苗',
          manufacturer: i < 2 ? '北京科兴中维' : '安徽智飞龙科马',
          vaccinatedOn: day,
          site: '余杭区社区卫生服务中心',
          batchNo: `2021${String(i + 1).padStart(2, '0')}${username.slice(-2)}`,
          proofImage: null,
        })),
      )
    }
  }
  await seedFeedback(tx, ctx)
}

async function seedFeedback(tx: Tx, ctx: SeedContext): Promise<void> {
  const [answered] = await tx
    .insert(staffFeedback)
    .values({
      userId: ctx.userId.staff01!,
      category: 'facility',
      content: '水产区东侧通道的照明灯坏了两盏，晚上巡查看不清路面，建议尽快更换。',
      status: 'replied',
      reply: '已安排物业维修人员今天下午更换，感谢反馈。',
      repliedBy: ctx.userId.office01,
      replierName: '郑办公',
      repliedAt: new Date(Date.now() - 2 * DAY),
      createdAt: new Date(Date.now() - 3 * DAY),
    })
    .returning()
  await tx.insert(messages).values({ userId: ctx.userId.staff01!, title: '意见反馈回复', content: `您的反馈已收到回复：${answered!.reply}`, msgType: 'feedback', createdAt: answered!.repliedAt! })
  await tx.insert(staffFeedback).values([
    { userId: ctx.userId.staff01!, category: 'suggestion', content: '建议早市高峰期在南门增加一名疏导人员，车辆经常堵在门口。', createdAt: new Date(Date.now() - DAY) },
    { userId: ctx.userId.staff02!, category: 'safety', content: '冻品区消防通道被商户的纸箱堵住了，存在安全隐患。', createdAt: new Date(Date.now() - 5 * 3600_000) },
  ])
}
