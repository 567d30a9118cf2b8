import { useState } from 'react'
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { TextareaField } from '@/components/TextareaField'
import { PickerField, type PickerOption } from '@/components/PickerField'
import { FormField, FormGroup } from '@/components/FormField'
import { ConfirmButton } from '@/components/ConfirmButton'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { useDictOptions } from '@/hooks/useDictOptions'
import { useDictionary } from '@/stores/dictionary'
import { taroMock } from '../mocks/taro'
import { buttonDisabled, clickButton, settle } from './helpers'

function Textarea({ max }: { max?: number }) {
  const [v, setV] = useState('')
  return <TextareaField label="备注" name="remark" value={v} onChange={setV} maxLength={max} />
}

describe('TextareaField', () => {
  test('live counter, cut at maxLength, placeholder from the label', () => {
    const { container } = render(<Textarea max={5} />)
    const box = container.querySelector('[data-field="remark"] textarea') as HTMLTextAreaElement
    expect(box.placeholder).toBe('请输入备注')
    expect(screen.getByTestId('textarea-count').textContent).toBe('0/5')
    fireEvent.change(box, { target: { value: '白菜' } })
    expect(screen.getByTestId('textarea-count').textContent).toBe('2/5')
    fireEvent.change(box, { target: { value: '白菜萝卜土豆西红柿' } })
    expect(box.value).toBe('白菜萝卜土')
    expect(screen.getByTestId('textarea-count').textContent).toBe('5/5')
  })

  test('default maxLength 200; mixes with FormField rows in one group', () => {
    const { container } = render(
      <FormGroup>
        <FormField label="名称" value="" onChange={() => undefined} />
        <TextareaField label="说明" value="abc" onChange={() => undefined} />
      </FormGroup>,
    )
    expect(container.querySelectorAll('.app-form-group > .app-field')).toHaveLength(2)
    expect(screen.getByTestId('textarea-count').textContent).toBe('3/200')
  })
})

describe('FormField phone types', () => {
  test("a mini-program has no 'tel' input: a mobile takes the number pad, a contact phone (landlines with '-') the full keyboard", () => {
    const { container } = render(
      <FormGroup>
        <FormField label="手机号" name="mobile" type="mobile" value="" onChange={() => undefined} />
        <FormField label="联系电话" name="phone" type="phone" value="" onChange={() => undefined} />
        <FormField label="数量" name="qty" type="digit" value="" onChange={() => undefined} />
      </FormGroup>,
    )
    const typeOf = (name: string) => container.querySelector(`[data-field="${name}"] input`)?.getAttribute('data-type')
    expect([typeOf('mobile'), typeOf('phone'), typeOf('qty')]).toEqual(['number', 'text', 'digit'])
  })

  test("H5 keeps the browser's telephone keypad for both", () => {
    jest.isolateModules(() => {
      const { PHONE_INPUT_TYPES } = require('@/core/wechat/inputTypes.h5') as typeof import('@/core/wechat/inputTypes.h5')
      expect(PHONE_INPUT_TYPES).toEqual({ mobile: 'tel', phone: 'tel' })
    })
  })
})

const OPTIONS: PickerOption[] = [
  { label: '蔬菜', value: 'veg' },
  { label: '水果', value: 'fruit' },
]

function Picker({ initial = '', disabled, onChange }: { initial?: string; disabled?: boolean; onChange?: (v: string) => void }) {
  const [v, setV] = useState(initial)
  return (
    <PickerField
      label="品类"
      value={v}
      options={OPTIONS}
      disabled={disabled}
      onChange={(x) => {
        onChange?.(x)
        setV(x)
      }}
    />
  )
}

const confirmPicker = async () => {
  const ok = document.querySelector('.nut-picker-confirm-btn') ?? [...document.querySelectorAll('.nut-picker *')].find((e) => e.textContent === '确定' && e.children.length === 0)
  if (!ok) throw new Error('no confirm button')
  await act(async () => {
    fireEvent.click(ok)
  })
  await settle()
}

describe('PickerField', () => {
  test('shows 请选择… until chosen; tap opens the picker, confirm selects', async () => {
    const onChange = jest.fn()
    render(<Picker onChange={onChange} />)
    expect(screen.getByTestId('picker-value').textContent).toBe('请选择…')
    await act(async () => {
      fireEvent.click(screen.getByTestId('picker-value'))
    })
    await settle()
    expect(document.body.textContent).toContain('水果')
    await confirmPicker()
    expect(onChange).toHaveBeenCalledWith('veg')
    expect(screen.getByTestId('picker-value').textContent).toBe('蔬菜')
  })

  test('the chosen value shows its label; disabled shows it read-only and never opens', async () => {
    render(<Picker initial="fruit" disabled />)
    expect(screen.getByTestId('picker-value').textContent).toBe('水果')
    await act(async () => {
      fireEvent.click(screen.getByTestId('picker-value'))
    })
    expect(document.querySelector('.nut-picker')).toBeNull()
  })
})

describe('useDictOptions', () => {
  test('maps one dictionary type to {label: dataValue, value: dataKey}', () => {
    useDictionary.setState({
      entries: [
        { dataType: 'carType', dataKey: '1', dataValue: '货车' },
        { dataType: 'carType', dataKey: '2', dataValue: '三轮车' },
        { dataType: 'unit', dataKey: 'kg', dataValue: '千克' },
      ],
    })
    const { result } = renderHook(() => useDictOptions('carType'))
    expect(result.current).toEqual([
      { label: '货车', value: '1' },
      { label: '三轮车', value: '2' },
    ])
  })
})

describe('ConfirmButton / useConfirmAction', () => {
  test('confirm: asks in the 提示 modal, runs the action, disabled while it runs', async () => {
    let finish: () => void = () => undefined
    const action = jest.fn(() => new Promise<void>((r) => (finish = r)))
    const { container } = render(
      <ConfirmButton message="确定删除该记录吗？" onConfirm={action}>
        删除
      </ConfirmButton>,
    )
    await clickButton(container, '删除')
    expect(taroMock.modals).toEqual([expect.objectContaining({ title: '提示', content: '确定删除该记录吗？' })])
    expect(action).toHaveBeenCalledTimes(1)
    expect(buttonDisabled(container, '删除')).toBe(true)
    await clickButton(container, '删除')
    expect(action).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    await settle()
    expect(buttonDisabled(container, '删除')).toBe(false)
  })

  test('cancel: the action never runs', async () => {
    taroMock.modalAnswer = false
    const action = jest.fn()
    const { container } = render(
      <ConfirmButton message="确定撤销吗？" onConfirm={action}>
        撤销
      </ConfirmButton>,
    )
    await clickButton(container, '撤销')
    expect(taroMock.modals).toHaveLength(1)
    expect(action).not.toHaveBeenCalled()
  })

  test('run resolves true on success, false on cancel or failure', async () => {
    const { result } = renderHook(() => useConfirmAction('确定？', () => Promise.reject(new Error('x'))))
    let r = true
    await act(async () => {
      r = await result.current.run()
    })
    expect(r).toBe(false)
    expect(result.current.busy).toBe(false)
    const ok = renderHook(() => useConfirmAction('确定？', () => undefined))
    await act(async () => {
      r = await ok.result.current.run()
    })
    expect(r).toBe(true)
  })
})
