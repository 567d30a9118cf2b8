/** Knowledge base: the category dictionary and ~15 articles in four categories. */
import { dataDictionary, knowledgeArticles } from '../db/schema'
import type { FeatureSeed } from './context'

const DAY = 86_400_000

export const KNOWLEDGE_CATEGORIES: Array<[key: string, name: string]> = [
  ['foodSafety', '食品安全'],
  ['marketManagement', '市场管理'],
  ['coldChain', '冷链物流'],
  ['fireSafety', '消防安全'],
]

interface DemoArticle {
  title: string
  category: string
  summary: string
  points: string[]
  daysAgo: number
  audience?: string[]
}

const ARTICLES: DemoArticle[] = [
  { title: '农产品进场查验要点', category: 'foodSafety', summary: '进场农产品必须具备的票证与快检流程。', points: ['查验产地证明或购货凭证', '按批次抽样进行农药残留快检', '快检不合格的产品就地封存并上报'], daysAgo: 1 },
  { title: '蔬菜农药残留快速检测方法', category: 'foodSafety', summary: '酶抑制法快检的操作步骤与结果判定。', points: ['取样：每批次随机抽取不少于1公斤', '提取：剪碎后用缓冲液浸泡10分钟', '判定：抑制率≥50%为阳性，需复检'], daysAgo: 3 },
  { title: '食品经营者索证索票制度', category: 'foodSafety', summary: '建立进货台账，做到来源可查、去向可追。', points: ['保存供货方营业执照和检验合格证明', '进货台账保存期限不少于2年', '台账应包含品名、数量、供货方和日期'], daysAgo: 6 },
  { title: '预防食物中毒的五个要点', category: 'foodSafety', summary: '世界卫生组织推荐的食品安全五要点。', points: ['保持清洁', '生熟分开', '烧熟煮透', '在安全的温度下保存食物', '使用安全的水和原材料'], daysAgo: 9 },
  { title: '商户经营行为规范', category: 'marketManagement', summary: '明码标价、公平计量、文明经营。', points: ['商品标价签须注明品名、产地、单位和价格', '使用经检定合格的计量器具', '不得欺行霸市、强买强卖'], daysAgo: 2, audience: ['supplier'] },
  { title: '市场巡查工作规范（员工）', category: 'marketManagement', summary: '市场员工日常巡查的内容与记录要求。', points: ['每日开市前巡查通道与消防设施', '检查商户亮证经营和明码标价情况', '发现问题当日录入巡查记录并跟踪整改'], daysAgo: 4, audience: ['staff'] },
  { title: '市场环境卫生管理办法', category: 'marketManagement', summary: '垃圾分类、摊位保洁与定期消杀。', points: ['摊位垃圾每日收市后清运', '有害垃圾与其他垃圾分类投放', '公共区域每周消杀一次'], daysAgo: 12 },
  { title: '车辆进出场管理须知', category: 'marketManagement', summary: '进场报备、限时装卸与停放秩序。', points: ['货车进场前在小程序完成进场报备', '装卸作业不超过2小时', '按指定区域停放，不得占用消防通道'], daysAgo: 15 },
  { title: '冷链食品储运温度要求', category: 'coldChain', summary: '冷藏、冷冻食品在各环节的温度控制。', points: ['冷藏：0℃～8℃', '冷冻：-18℃及以下', '装卸作业时间尽量控制在30分钟以内'], daysAgo: 5 },
  { title: '冷库安全操作规程', category: 'coldChain', summary: '进出冷库的安全防护与应急措施。', points: ['进入冷库须穿戴防寒服和手套', '库门内侧应设有安全开门装置', '严禁单人长时间在低温库内作业'], daysAgo: 8 },
  { title: '冷链车辆消毒与记录', category: 'coldChain', summary: '冷链运输车辆每车次的消毒与温度记录。', points: ['卸货后对车厢内壁进行消毒', '全程记录车厢温度', '记录保存不少于6个月'], daysAgo: 18 },
  { title: '进口冷链食品追溯管理', category: 'coldChain', summary: '进口冷链食品的报关、检测与追溯凭证。', points: ['查验入境货物检验检疫证明', '查验核酸检测与消毒证明', '扫码录入追溯平台'], daysAgo: 21 },
  { title: '市场消防安全常识', category: 'fireSafety', summary: '认识灭火器，牢记安全出口位置。', points: ['干粉灭火器适用于大多数初起火灾', '使用时“一拔二握三压”', '发现火情立即拨打119'], daysAgo: 7 },
  { title: '电气线路安全使用规定', category: 'fireSafety', summary: '禁止私拉乱接电线，规范使用大功率电器。', points: ['不得私拉乱接电线', '收市后切断摊位电源', '电动车不得在室内充电'], daysAgo: 11 },
  { title: '火灾应急疏散指引', category: 'fireSafety', summary: '发生火灾时的报警、疏散与自救方法。', points: ['听到警报立即停止营业，有序疏散', '用湿毛巾捂住口鼻，低姿前进', '不得乘坐电梯逃生'], daysAgo: 14 },
]

const html = (a: DemoArticle): string =>
  `<h3>${a.title}</h3><p>${a.summary}</p><h4>要点</h4><ol>${a.points.map((p) => `<li>${p}</li>`).join('')}</ol>` +
  `<p><strong>提示：</strong>如有疑问，请咨询市场管理办公室（电话 0571-86001234）。</p>`

export const seedKnowledge: FeatureSeed = async (tx) => {
  await tx.insert(dataDictionary).values(KNOWLEDGE_CATEGORIES.map(([dataKey, dataValue], i) => ({ dataType: 'knowledgeCategory', dataKey, dataValue, sort: 100 + i })))
  await tx.insert(knowledgeArticles).values(
    ARTICLES.map((a, i) => ({
      title: a.title,
      summary: a.summary,
      category: a.category,
      cover: null,
      content: html(a),
      audience: a.audience ?? [],
      publishedAt: new Date(Date.now() - a.daysAgo * DAY),
      viewCount: 20 + ((i * 37) % 180),
    })),
  )
}
