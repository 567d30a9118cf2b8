/** Every implemented handler; contract endpoints missing here answer '该接口尚未开放'. */
import type { HandlerDef } from '../http/handler'
import { assetHandlers } from './basic/assets'
import { hydropowerHandlers } from './basic/hydropower'
import { referenceHandlers } from './basic/reference'
import { knowledgeHandlers } from './custome/knowledge'
import { loginHandlers } from './login/login'
import { priceHandlers } from './member/price'
import { supplierHandlers } from './member/supplier'
import { announcementHandlers } from './message/announcement'
import { historyHandlers } from './message/history'
import { moduleHandlers } from './permission/modules'
import { roleUserHandlers } from './permission/roleUsers'
import { roleHandlers } from './permission/roles'
import { examHandlers } from './train/exam'
import { resultHandlers } from './train/results'
import { trainHandlers } from './train/train'
import { authHandlers } from './user/auth'
import { claimHandlers } from './user/claim'
import { systemHandlers } from './user/system'
import { uploadHandlers } from './user/upload'
import { userHandlers } from './user/user'
import { wechatHandlers } from './user/wechat'
import { allowListHandlers } from './user/allowList'
import { oauth2Handlers } from './user/oauth2'
import { catalogHandlers } from './member/catalog'
import { complaintHandlers } from './member/complaint'
import { inmarketHandlers } from './gate/inmarket'
import { prefillHandlers } from './gate/prefill'
import { vehicleTypeHandlers } from './gate/vehicleType'
import { orderHandlers } from './settle/order'
import { refundHandlers } from './settle/refund'
import { cashRefundHandlers } from './settle/cashRefund'
import { traceHandlers } from './settle/trace'
import { statsHandlers } from './settle/stats'
import { dailySettlementHandlers } from './settle/dailySettlementHandlers'
import { predepositHandlers } from './settle/predeposit'
import { evaluateHandlers } from './member/evaluate'
import { purchaseHandlers } from './member/purchase'
import { customerHandlers } from './member/customer'
import { scaleHandlers } from './member/scale'
import { creditHandlers } from './member/credit'
import { skuReadHandlers } from './member/skuRead'
import { shopHandlers } from './member/shop'
import { skuHandlers } from './member/sku'
import { couponHandlers } from './member/coupon'
import { stockHandlers } from './warehouse/stock'
import { lossHandlers } from './warehouse/loss'
import { billHandlers } from './settle/bill'
import { outmarketHandlers } from './gate/outmarket'
import { parkingHandlers } from './gate/parking'
import { detectionHandlers } from './gate/detection'
import { vehicleHandlers } from './gate/vehicle'
import { marketGateHandlers } from './market/gate'
import { marketQualityHandlers } from './market/quality'
import { scanOrderHandlers } from './settle/scanOrder'
import { leaseHandlers } from './lease/leaseHandlers'
import { installmentHandlers } from './lease/installmentHandlers'
import { releaseHandlers } from './lease/releaseHandlers'
import { transferHandlers } from './lease/transferHandlers'
import { contractHandlers } from './lease/contractHandlers'
import { officeHandlers } from './lease/officeHandlers'
import { repairHandlers } from './estate/repair'
import { estateStockHandlers } from './estate/stock'
import { meterHandlers } from './estate/meter'
import { receiptCodeHandlers } from './estate/receiptCode'
import { riskAreaHandlers } from './custome/riskArea'
import { checkInHandlers } from './custome/checkin'
import { vaccinationHandlers } from './custome/vaccination'
import { travelHandlers } from './custome/travel'
import { healthStatsHandlers } from './custome/healthStats'
import { feedbackHandlers } from './custome/feedback'
import { priceFollowHandlers } from './member/priceFollow'
import { financeHandlers } from './market/finance'
import { pricePublishHandlers } from './market/pricePublish'

export const handlers: HandlerDef[] = [
  ...loginHandlers,
  ...supplierHandlers,
  ...authHandlers,
  ...userHandlers,
  ...systemHandlers,
  ...wechatHandlers,
  ...allowListHandlers,
  ...oauth2Handlers,
  ...uploadHandlers,
  ...roleHandlers,
  ...moduleHandlers,
  ...roleUserHandlers,
  ...historyHandlers,
  ...announcementHandlers,
  ...assetHandlers,
  ...hydropowerHandlers,
  ...referenceHandlers,
  ...knowledgeHandlers,
  ...trainHandlers,
  ...examHandlers,
  ...resultHandlers,
  ...priceHandlers,
  ...complaintHandlers,
  ...catalogHandlers,
  ...vehicleTypeHandlers,
  ...prefillHandlers,
  ...inmarketHandlers,
  ...orderHandlers,
  ...refundHandlers,
  ...cashRefundHandlers,
  ...traceHandlers,
  ...statsHandlers,
  ...predepositHandlers,
  ...evaluateHandlers,
  ...purchaseHandlers,
  ...customerHandlers,
  ...scaleHandlers,
  ...creditHandlers,
  ...skuReadHandlers,
  ...shopHandlers,
  ...skuHandlers,
  ...couponHandlers,
  ...stockHandlers,
  ...lossHandlers,
  ...billHandlers,
  ...outmarketHandlers,
  ...parkingHandlers,
  ...detectionHandlers,
  ...vehicleHandlers,
  ...marketGateHandlers,
  ...marketQualityHandlers,
  ...scanOrderHandlers,
  // Beyond the spec: claiming a stall-registered mobile (contract user.claim).
  ...claimHandlers,
  ...leaseHandlers,
  ...installmentHandlers,
  ...releaseHandlers,
  ...transferHandlers,
  ...contractHandlers,
  ...officeHandlers,
  ...repairHandlers,
  ...estateStockHandlers,
  ...meterHandlers,
  ...receiptCodeHandlers,
  ...riskAreaHandlers,
  ...checkInHandlers,
  ...vaccinationHandlers,
  ...travelHandlers,
  ...healthStatsHandlers,
  ...feedbackHandlers,
  // Issue 24 part 3: a shop's daily settlement.
  ...dailySettlementHandlers,
  ...priceFollowHandlers,
  // Finance exports and reconciliation (issue 24, docs/trade.md).
  ...financeHandlers,
  ...pricePublishHandlers,
]
