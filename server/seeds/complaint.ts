/**
 * Complaints of supplier01 (every status; the replied and closed ones carry the market's visit)
 * and of purchaser01 (pending and replied). Images are left out: seeded rows have no files.
 */
import { complaints, complaintVisits } from '../db/schema'
import { USERS } from './seedData'
import type { FeatureSeed } from './context'

const DAY = 24 * 3600 * 1000

interface SeedComplaint {
  user: string
  daysAgo: number
  complaintType: string
  title: string
  content: string
  targetName?: string
  status: 'pending' | 'processing' | 'replied' | 'closed'
  visit?: { content: string; satisfaction?: number }
}

export const SEED_COMPLAINTS: SeedComplaint[] = [
  { user: 'supplier01', daysAgo: 0, complaintType: '4', title: '蔬菜区A排排水沟堵塞', content: '蔬菜区A排门口排水沟堵塞两天了，下雨后积水严重，影响客户进出，请尽快疏通。', targetName: '蔬菜区A排', status: 'pending' },
  { user: 'supplier01', daysAgo: 1, complaintType: '1', title: '停车场收费员态度差', content: '昨天上午在东门停车场缴费时，收费员态度恶劣，对询问不予理睬，希望市场加强管理。', status: 'pending' },
  { user: 'supplier01', daysAgo: 3, complaintType: '3', title: '隔壁摊位短斤少两', content: '有顾客反映水果区B排某摊位电子秤不准，称重明显不足，影响市场整体信誉，请核查。', targetName: '水果区B排03号摊位', status: 'processing' },
  { user: 'supplier01', daysAgo: 6, complaintType: '2', title: '冷库温度不稳定', content: '本周冷库温度多次超过8度，部分叶菜出现损耗，请物业检查制冷设备并告知处理结果。', targetName: '2号冷库', status: 'replied', visit: { content: '您好，已安排维修人员更换冷库压缩机温控模块，目前温度稳定在2-4度。感谢您的反馈。' } },
  { user: 'supplier01', daysAgo: 20, complaintType: '9', title: '夜间照明不足', content: '干调区C通道夜间照明灯坏了三盏，凌晨装卸货很不方便，存在安全隐患。', targetName: '干调区C通道', status: 'closed', visit: { content: '已更换全部损坏灯具并增加两盏照明灯，请您留意。', satisfaction: 5 } },
  { user: 'purchaser01', daysAgo: 2, complaintType: '2', title: '采购的草鱼不新鲜', content: '今早在水产区采购的草鱼有十余条已死亡，商户拒绝退换，请市场协调处理。', targetName: '鲜丰水产批发部', status: 'pending' },
  { user: 'purchaser01', daysAgo: 9, complaintType: '4', title: '交易区垃圾清运不及时', content: '水果区交易高峰后垃圾堆放时间过长，气味很大，建议增加清运频次。', status: 'replied', visit: { content: '已调整保洁排班，交易高峰后30分钟内完成清运。' } },
]

export const seedComplaints: FeatureSeed = async (tx, ctx) => {
  const now = Date.now()
  for (const c of SEED_COMPLAINTS) {
    const at = new Date(now - c.daysAgo * DAY - 2 * 3600 * 1000)
    const user = USERS.find((u) => u.username === c.user)!
    const [row] = await tx
      .insert(complaints)
      .values({
        userId: ctx.userId[c.user]!,
        complaintType: c.complaintType,
        title: c.title,
        content: c.content,
        targetName: c.targetName ?? null,
        contactName: user.realName,
        contactPhone: user.mobile,
        status: c.status,
        createdAt: at,
        updatedAt: c.visit ? new Date(at.getTime() + DAY) : at,
      })
      .returning({ id: complaints.id })
    if (c.visit) {
      await tx.insert(complaintVisits).values({
        complaintId: row!.id,
        content: c.visit.content,
        visitorId: ctx.userId.staff01!,
        visitorName: USERS.find((u) => u.username === 'staff01')!.realName,
        visitTime: new Date(at.getTime() + DAY),
        satisfaction: c.visit.satisfaction ?? null,
      })
    }
  }
}
