/** An amount of money in a line of text: integer fen, formatted (core/format money) in the money colour (spec section 9). */
import { Text } from '@tarojs/components'
import { money } from '@/core/format'
import './index.scss'

export function Money({ fen }: { fen: number }) {
  return <Text className="app-money">{money(fen)}</Text>
}

export default Money
