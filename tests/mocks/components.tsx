/**
 * Small DOM stand-ins for `@tarojs/components` under jest (View -> div, Text -> span, ...).
 * Events carry Taro's shape: `onInput({ detail: { value } })`, `onClick` as in the browser.
 */
import { createElement, forwardRef, type ReactNode } from 'react'

type AnyProps = Record<string, unknown> & { children?: ReactNode; className?: string }

const PASS = ['className', 'style', 'id', 'onClick', 'onKeyDown', 'onTouchStart', 'onTouchMove', 'onTouchEnd', 'onTouchCancel', 'tabIndex', 'role', 'title', 'children', 'hidden']
const DATA = /^(data-|aria-)/

function domProps(props: AnyProps): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(props)) if (PASS.includes(k) || DATA.test(k)) out[k] = v
  if (typeof out.style === 'string') delete out.style
  return out
}

function tag(name: string, el: string) {
  const C = forwardRef<HTMLElement, AnyProps>((props, ref) => createElement(el, { ...domProps(props), ref, 'data-taro': name }))
  C.displayName = name
  return C
}

const detail = (value: string) => ({ detail: { value }, target: { value }, currentTarget: { value } })

export const View = tag('View', 'div')
export const Text = tag('Text', 'span')
export const Label = tag('Label', 'label')
export const Block = ({ children }: AnyProps) => <>{children}</>
export const ScrollView = tag('ScrollView', 'div')
export const Swiper = tag('Swiper', 'div')
export const SwiperItem = tag('SwiperItem', 'div')
export const Form = tag('Form', 'form')
export const Navigator = tag('Navigator', 'a')
export const Canvas = tag('Canvas', 'canvas')
export const CoverView = tag('CoverView', 'div')
export const MovableArea = tag('MovableArea', 'div')
export const MovableView = tag('MovableView', 'div')
export const Icon = tag('Icon', 'i')
export const Progress = tag('Progress', 'div')
export const WebView = tag('WebView', 'iframe')

export const Image = forwardRef<HTMLImageElement, AnyProps>((props, ref) => (
  <img {...domProps(props)} ref={ref} src={String(props.src ?? '')} alt={String(props.alt ?? '')} />
))
Image.displayName = 'Image'

export const Button = forwardRef<HTMLButtonElement, AnyProps>((props, ref) => (
  <button
    {...domProps(props)}
    ref={ref}
    type={props.formType === 'submit' ? 'submit' : 'button'}
    disabled={Boolean(props.disabled)}
  />
))
Button.displayName = 'Button'

function field(el: 'input' | 'textarea') {
  const C = forwardRef<HTMLInputElement & HTMLTextAreaElement, AnyProps>((props, ref) => {
    const call = (name: string) => (e: { target: { value: string } }) =>
      (props[name] as ((d: unknown) => void) | undefined)?.(detail(e.target.value))
    return createElement(el, {
      ...domProps(props),
      ref,
      value: props.value === undefined || props.value === null ? undefined : String(props.value),
      defaultValue: props.defaultValue as string | undefined,
      placeholder: props.placeholder as string | undefined,
      type: el === 'input' ? (props.password ? 'password' : props.type === 'number' || props.type === 'digit' ? 'text' : 'text') : undefined,
      // The mini-program input type asked for (jsdom gets 'text': a number input would drop typed values).
      'data-type': el === 'input' ? (props.type as string | undefined) : undefined,
      maxLength: typeof props.maxlength === 'number' && props.maxlength >= 0 ? props.maxlength : undefined,
      disabled: Boolean(props.disabled),
      readOnly: Boolean(props.readOnly),
      onChange: call('onInput'),
      onFocus: call('onFocus'),
      onBlur: call('onBlur'),
      // Enter confirms, as the keyboard's 完成 / 搜索 key does.
      onKeyDown: (e: { key: string; currentTarget: { value: string } }) => {
        if (e.key === 'Enter') (props.onConfirm as ((d: unknown) => void) | undefined)?.(detail(e.currentTarget.value))
      },
    })
  })
  C.displayName = el
  return C
}
export const Input = field('input')
export const Textarea = field('textarea')

export const RichText = ({ nodes, className }: AnyProps) => (
  <div className={className} data-taro="RichText">
    {typeof nodes === 'string' ? nodes : JSON.stringify(nodes)}
  </div>
)

export const Picker = tag('Picker', 'div')
export const Checkbox = tag('Checkbox', 'input')
export const CheckboxGroup = tag('CheckboxGroup', 'div')
export const Radio = tag('Radio', 'input')
export const RadioGroup = tag('RadioGroup', 'div')
export const Switch = tag('Switch', 'input')
export const Slider = tag('Slider', 'input')
