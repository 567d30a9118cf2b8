/**
 * /api/custome/contractManage/*: a shop's lease contracts (module 合同管理; docs/lease.md,
 * "Contracts"). The text is answered as plain-text paragraphs, never HTML.
 */
import { and, eq } from 'drizzle-orm'
import { contract, CONTRACT_KINDS, CONTRACT_STATES, type ContractContent } from '@/contract'
import type { Db } from '../../db/client'
import { leaseContracts } from '../../db/schema'
import { notFound } from '../../lib/envelope'
import { by, keyset, pageShape } from '../../data/paging'
import { id, oneOf, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { ownShopId } from '../member/shop'
import { CONTRACT_MODULE, tablePage, type ContractRow } from './common'
import { presentContractDetail, presentContracts } from './contracts'

const C = contract.custome.contractManage

async function ownContract(db: Db, shopId: string, contractId: string): Promise<ContractRow> {
  const [c] = await db.select().from(leaseContracts).where(and(eq(leaseContracts.id, contractId), eq(leaseContracts.customerId, shopId)))
  if (!c) throw notFound()
  return c
}

export const contractHandlers = [
  handler({
    endpoint: C.page,
    access: ['supplier'],
    module: CONTRACT_MODULE,
    input: { ...pageShape, state: opt(oneOf(CONTRACT_STATES, '合同状态不正确')), kind: opt(oneOf(CONTRACT_KINDS, '合同类型不正确')) },
    handle: ({ db, user }, input) =>
      tablePage(
        db,
        leaseContracts,
        keyset('leaseContracts', [by.desc(leaseContracts.createdAt), by.desc(leaseContracts.id)]),
        and(eq(leaseContracts.customerId, ownShopId(user)), input.state ? eq(leaseContracts.state, input.state) : undefined, input.kind ? eq(leaseContracts.kind, input.kind) : undefined),
        input,
        (rows) => presentContracts(db, rows),
      ),
  }),
  handler({
    endpoint: C.queryById,
    access: ['supplier'],
    module: CONTRACT_MODULE,
    input: { id: id() },
    handle: async ({ db, user }, input) => presentContractDetail(db, await ownContract(db, ownShopId(user), input.id)),
  }),
  handler({
    endpoint: C.getContractContentData,
    access: ['supplier'],
    module: CONTRACT_MODULE,
    input: { id: id() },
    async handle({ db, user }, input): Promise<ContractContent> {
      const c = await ownContract(db, ownShopId(user), input.id)
      return { id: c.id, contractNo: c.contractNo, title: c.title, paragraphs: c.content.split('\n') }
    },
  }),
]
