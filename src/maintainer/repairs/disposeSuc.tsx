/**
 * 维修完成 (/maintainer/repairs/disposeSuc?id=&billId=): the completed worksheet's charge; with a
 * bill, 出示收款码 lets the merchant pay it on the spot; 返回工单 goes back to the worksheets.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { estateApi } from '@/api/estate'
import { money } from '@/core/format'
import { go, goBack } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import '@/domain/repair/repair.scss'

export default screen(function MaintainerRepairDone() {
  const { id, billId } = useRouteParams('maintainerRepairDone')
  const detail = useAsyncData(() => estateApi.worksheetDetail(id), [id])
  const r = detail.data
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {r && (
        <>
          <View className="repair-done" data-testid="repair-done">
            <Text className="repair-done__title">维修已完工</Text>
            <Text>{`${r.assetCode} ${r.assetName} · ${r.repairNo}`}</Text>
            <Text className="repair-done__amount">{`维修费用 ${money(r.amountFen)}`}</Text>
            <Text className="repair-line__calc">{billId ? '费用已生成商户账单，可出示收款码请商户扫码支付' : '本次维修无费用'}</Text>
          </View>
          <ActionBar>
            <Button type="primary" fill="outline" onClick={() => void goBack('maintainerRepairList')}>
              返回工单
            </Button>
            {billId && (
              <Button type="primary" onClick={() => void go('maintainerReceiptCode', { billId }, { replace: true })}>
                出示收款码
              </Button>
            )}
          </ActionBar>
        </>
      )}
    </Page>
  )
})
