import { fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { ListCard } from '@/components/ListCard'
import { StatusTag, statusInfo, type StatusMap } from '@/components/StatusTag'
import { DetailRows, DetailSection } from '@/components/DetailSection'
import { RichContent } from '@/components/RichContent'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { Figure } from '@/components/Figure'
import { Mark, Marks } from '@/components/Marks'
import { Money } from '@/components/Money'
import { RowActions } from '@/components/RowActions'
import { mediaUrl } from '@/core/media'
import { setApiRoot } from '@/core/apiRoot'
import { taroMock } from '../mocks/taro'
import { clickButton, settle } from './helpers'

const PREFILL_STATUS: StatusMap = {
  submitted: { text: '已提交', tone: 'primary' },
  passed: { text: '已通过', tone: 'success' },
  rejected: { text: '已驳回', tone: 'danger' },
}

describe('StatusTag', () => {
  test('known status: its text and tone colour', () => {
    render(<StatusTag status="rejected" map={PREFILL_STATUS} />)
    const tag = screen.getByTestId('status-tag')
    expect(tag.textContent).toBe('已驳回')
    expect(tag.getAttribute('data-tone')).toBe('danger')
    expect(tag.style.color).toBe('rgb(194, 58, 58)')
  })

  test('unknown status: the raw value, default tone; numbers match string keys', () => {
    render(<StatusTag status="archived" map={PREFILL_STATUS} />)
    expect(screen.getByTestId('status-tag').textContent).toBe('archived')
    expect(screen.getByTestId('status-tag').getAttribute('data-tone')).toBe('default')
    expect(statusInfo(1, { '1': { text: '正常', tone: 'success' } }).text).toBe('正常')
    expect(statusInfo(null, PREFILL_STATUS)).toEqual({ text: '—', tone: 'default' })
    expect(statusInfo('toString', PREFILL_STATUS).text).toBe('toString')
  })
})

describe('ListCard', () => {
  test('title, subtitle, meta lines, extra, server thumbnail, tap', () => {
    setApiRoot('https://api.test/')
    const onClick = jest.fn()
    const { container } = render(
      <ListCard title="报备单 A" subtitle="绿源果蔬" meta={['2026-01-02', null, '白菜 3 吨']} extra={<StatusTag status="passed" map={PREFILL_STATUS} />} thumb="/uploads/a.png" onClick={onClick} />,
    )
    expect(screen.getByText('报备单 A')).toBeTruthy()
    expect(screen.getByText('绿源果蔬')).toBeTruthy()
    expect(container.querySelectorAll('.app-list-card__meta')).toHaveLength(2)
    expect(screen.getByText('已通过')).toBeTruthy()
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://api.test/uploads/a.png')
    expect(container.querySelector('.app-list-card__arrow')).toBeTruthy()
    fireEvent.click(screen.getByTestId('list-card'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  test('not tappable: no arrow, no thumbnail', () => {
    const { container } = render(<ListCard title="只读" />)
    expect(container.querySelector('.app-list-card__arrow')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('mediaUrl', () => {
  test('relative server paths get the API root; absolute, data and bundled paths stay', () => {
    setApiRoot('https://api.test')
    expect(mediaUrl('/uploads/x.png')).toBe('https://api.test/uploads/x.png')
    expect(mediaUrl('uploads/x.png')).toBe('https://api.test/uploads/x.png')
    expect(mediaUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png')
    expect(mediaUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA')
    expect(mediaUrl('wxfile://tmp_1.png')).toBe('wxfile://tmp_1.png')
    expect(mediaUrl('/static/images/logo.png')).toBe('/static/images/logo.png')
    expect(mediaUrl('')).toBe('')
    expect(mediaUrl(null)).toBe('')
  })
})

describe('DetailSection / DetailRows', () => {
  test('title and rows; empty values show —; hidden rows left out', () => {
    render(
      <DetailSection
        title="基本信息"
        rows={[
          { label: '单号', value: 'BB001' },
          { label: '备注', value: '' },
          { label: '车牌', value: null },
          { label: '数量', value: 0 },
          { label: '内部', value: 'x', hidden: true },
        ]}
      />,
    )
    expect(screen.getByText('基本信息')).toBeTruthy()
    const rows = screen.getAllByTestId('detail-row')
    expect(rows.map((r) => r.textContent)).toEqual(['单号BB001', '备注—', '车牌—', '数量0'])
  })

  test('copyable rows copy and toast 已复制; empty ones offer no copy', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData')
    render(
      <DetailRows
        rows={[
          { label: '单号', value: 'BB001', copyable: true },
          { label: '空', value: '', copyable: true },
        ]}
      />,
    )
    expect(screen.getAllByTestId('detail-copy')).toHaveLength(1)
    fireEvent.click(screen.getByTestId('detail-copy'))
    await settle()
    expect(copy).toHaveBeenCalledWith({ data: 'BB001' })
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['已复制'])
  })

  test('phone rows show a mobile masked (spec section 9) and call the full number; a landline shows as it is; an empty phone is not tappable', async () => {
    const call = jest.spyOn(Taro, 'makePhoneCall')
    render(
      <DetailRows
        rows={[
          { label: '电话', value: '13812345678', phone: true },
          { label: '备用', value: '', phone: true },
          { label: '座机', value: '0571-86001234', phone: true },
        ]}
      />,
    )
    expect(screen.queryByText('13812345678')).toBeNull()
    expect(screen.getByText('0571-86001234')).toBeTruthy()
    fireEvent.click(screen.getByText('138****5678'))
    fireEvent.click(screen.getAllByText('—')[0])
    await settle()
    expect(call).toHaveBeenCalledTimes(1)
    expect(call).toHaveBeenCalledWith({ phoneNumber: '13812345678' })
  })

  test("a driver's phone row without a number stays tappable and says 未查询到司机电话 (spec section 8)", async () => {
    const call = jest.spyOn(Taro, 'makePhoneCall')
    call.mockClear()
    render(
      <DetailRows
        rows={[
          { label: '司机电话', value: '', phone: 'driver' },
          { label: '备用', value: null, phone: true },
        ]}
      />,
    )
    const [driver, other] = screen.getAllByTestId('detail-phone')
    expect(driver.className).toContain('app-detail-rows__value--link')
    expect(other.className).not.toContain('app-detail-rows__value--link')
    fireEvent.click(driver)
    fireEvent.click(other)
    await settle()
    expect(call).not.toHaveBeenCalled()
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['未查询到司机电话'])
  })

  test("a driver's phone row with a number shows it masked and calls it", async () => {
    const call = jest.spyOn(Taro, 'makePhoneCall')
    call.mockClear()
    render(<DetailRows rows={[{ label: '司机电话', value: '13700000001', phone: 'driver' }]} />)
    expect(screen.getByTestId('detail-phone').textContent).toBe('137****0001')
    fireEvent.click(screen.getByTestId('detail-phone'))
    await settle()
    expect(call).toHaveBeenCalledWith({ phoneNumber: '13700000001' })
    expect(taroMock.toasts).toEqual([])
  })
})

describe('RichContent', () => {
  test('renders sanitised HTML: formatting kept, the script element never', () => {
    setApiRoot('https://api.test')
    const { container } = render(<RichContent html={'<h2>通知</h2><p>内容<script>alert(1)</script></p><img src=x onerror=alert(1)><img src="/uploads/p.png">'} />)
    const nodes = container.querySelector('[data-taro="RichText"]')!.textContent!
    expect(nodes).toContain('<h2>通知</h2><p>内容</p>')
    expect(nodes).not.toMatch(/<script|onerror/i)
    expect(nodes).toContain('src="https://api.test/uploads/p.png"')
    expect(container.querySelector('script')).toBeNull()
  })

  test('empty html shows the empty text', () => {
    render(<RichContent html={null} emptyText="暂无正文" />)
    expect(screen.getByText('暂无正文')).toBeTruthy()
  })
})

describe('ActionBar', () => {
  test('renders its buttons and a spacer in the flow', () => {
    const { container } = render(
      <ActionBar>
        <button>取消</button>
        <button>提交</button>
      </ActionBar>,
    )
    expect(screen.getByTestId('action-bar').querySelectorAll('button')).toHaveLength(2)
    expect(container.querySelector('.app-action-bar__spacer')).toBeTruthy()
  })

  test('each button sits in its own item (no two buttons are siblings); absent children leave no item', () => {
    const show = false
    render(
      <ActionBar>
        <button>修改</button>
        {show && <button>撤销</button>}
        <button>删除</button>
      </ActionBar>,
    )
    const items = [...screen.getByTestId('action-bar').children]
    expect(items.map((i) => i.className)).toEqual(['app-action-bar__item', 'app-action-bar__item'])
    expect(items.map((i) => i.textContent)).toEqual(['修改', '删除'])
  })
})

describe('ConfirmButton', () => {
  test('by default a red outlined button of the normal size (never an undefined size or fill)', () => {
    const { container } = render(
      <ConfirmButton message="确定删除吗？" onConfirm={() => undefined}>
        删除
      </ConfirmButton>,
    )
    const classes = container.querySelector('.nut-button')!.className.split(/\s+/)
    expect(classes).toEqual(expect.arrayContaining(['nut-button-danger', 'nut-button-outline', 'nut-button-danger-outline', 'nut-button-normal']))
    expect(container.querySelector('.nut-button-undefined-children')).toBeNull()
  })

  test('asks in the 提示 modal, then runs the action', async () => {
    const action = jest.fn()
    const { container } = render(
      <ConfirmButton message="确定删除吗？" onConfirm={action} fill="solid">
        删除
      </ConfirmButton>,
    )
    expect(container.querySelector('.nut-button-solid')).toBeTruthy()
    await clickButton(container, '删除')
    expect(taroMock.modals.map((m) => m.content)).toEqual(['确定删除吗？'])
    expect(action).toHaveBeenCalledTimes(1)
  })
})

describe('back-office pieces: Figure, Marks, Money, RowActions', () => {
  test('a figure is its value over its label; with onPress a button, without one inert', () => {
    const open = jest.fn()
    render(
      <>
        <Figure label="预存款余额" value="¥5,234.50" onPress={open} testId="with-press" />
        <Figure label="已逾期" value={2} alert muted />
      </>,
    )
    const pressed = screen.getByTestId('with-press')
    expect(pressed.textContent).toBe('¥5,234.50预存款余额')
    expect(pressed.getAttribute('role')).toBe('button')
    fireEvent.click(pressed)
    expect(open).toHaveBeenCalledTimes(1)
    const plain = screen.getByTestId('figure')
    expect(plain.getAttribute('role')).toBeNull()
    expect(plain.className).toContain('app-figure--muted')
    expect(plain.querySelector('.app-figure__value--alert')?.textContent).toBe('2')
  })

  test('marks carry their tone; money is formatted from fen; a tap on a row action does not reach the row', () => {
    const row = jest.fn()
    const act = jest.fn()
    render(
      <div onClick={row}>
        <Marks>
          <Mark tone="danger" testId="mark">库存不足</Mark>
          <Mark tone="warning" testId="mark">临期</Mark>
        </Marks>
        <Money fen={123456789} />
        <RowActions>
          <button onClick={act}>下架</button>
        </RowActions>
      </div>,
    )
    expect(screen.getAllByTestId('mark').map((m) => [m.textContent, m.getAttribute('data-tone')])).toEqual([
      ['库存不足', 'danger'],
      ['临期', 'warning'],
    ])
    expect(screen.getByText('¥1,234,567.89').className).toBe('app-money')
    fireEvent.click(screen.getByText('下架'))
    expect(act).toHaveBeenCalledTimes(1)
    expect(row).not.toHaveBeenCalled()
  })
})
