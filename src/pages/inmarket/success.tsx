/** After a report is submitted: its number, plate and expected time; 查看报备 and 返回首页. */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { CheckChecked } from '@nutui/icons-react-taro'
import { gateApi } from '@/api/gate'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { homeRoute } from '@/routes'
import { useSession } from '@/stores/session'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import './inmarket.scss'

export default screen(function InmarketSuccess() {
  const { id } = useRouteParams('inmarketSuccess')
  const userType = useSession((s) => s.user?.userType)
  const detail = useAsyncData(() => gateApi.prefillDetail(id), [id])
  const d = detail.data
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      <View className="inmarket-success">
        <CheckChecked size={56} color="#4cd964" />
        <Text className="inmarket-success__title">报备已提交</Text>
        <Text className="inmarket-success__text">请等待市场审核，审核结果可在报备记录中查看</Text>
      </View>
      {d && (
        <DetailSection
          rows={[
            { label: '报备单号', value: d.orderNo, copyable: true },
            { label: '车牌号', value: d.plateNumber },
            { label: '预计进场', value: dateTime(d.expectedTime) },
          ]}
        />
      )}
      <View className="inmarket-success__actions">
        <Button type="primary" block onClick={() => void go('inmarketRecordDetail', { id }, { replace: true })}>
          查看报备
        </Button>
        <Button block onClick={() => void go(userType ? homeRoute(userType) : 'navi', {}, { relaunch: true })}>
          返回首页
        </Button>
      </View>
    </Page>
  )
})
