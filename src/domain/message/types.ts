/** What the message types are called on screen (unknown types show 消息). */
export const MSG_TYPE_NAMES: Readonly<Record<string, string>> = {
  bill: '账单',
  repair: '报修',
  system: '系统',
  order: '订单',
  price: '价格',
}

export const msgTypeName = (type: string): string => MSG_TYPE_NAMES[type] ?? '消息'
