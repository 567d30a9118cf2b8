/** The order a scanned ticket became (/scanorder/success): its number and amount; 立即支付 opens the order to pay it, 继续扫码 scans another. */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import { settleApi } from '@/api/settle'
import { money } from '@/core/format'
import { go } from '@/core/navigate'
import { ORDER_STATUS } from '@/domain/order/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import './scanorder.scss'

export default screen(function ScanOrderSuccess() {
  const { orderId } = useRouteParams('scanOrderSuccess')
  const order = useAsyncData(() => settleApi.orderDetail(orderId), [orderId], { refreshOn: [settle.orderInfo] })
  const o = order.data
  return (
    <Page loading={order.loading} error={order.error} onRetry={() => void order.reload()}>
      {o && (
        <>
          <View className="scanorder__done">
            <Text className="scanorder__title">下单成功</Text>
          </View>
          <DetailSection
            title={o.supplierName}
            extra={<StatusTag status={o.status} map={ORDER_STATUS} />}
            rows={[
              { label: '订单号', value: o.orderNo, copyable: true },
              { label: '应付金额', value: money(o.payableFen) },
            ]}
          />
          <ActionBar>
            <Button type="default" onClick={() => void go('scanOrder', {}, { replace: true })}>
              继续扫码
            </Button>
            <Button type="primary" onClick={() => void go('purchaserOrderDetail', { id: o.id })}>
              {o.status === 'unpaid' ? '立即支付' : '查看订单'}
            </Button>
          </ActionBar>
        </>
      )}
    </Page>
  )
})
