/**
 * A search box over a list (NutUI SearchBar): `onSearch` runs 300 ms after typing stops, at once
 * on confirm (enter / 搜索 key) and on clear (with ''). Pair with `useRecentSearches` for history.
 * Input stops at KEYWORD_MAX_LENGTH characters, the length every server text filter accepts.
 */
import { useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import { SearchBar as NutSearchBar } from '@nutui/nutui-react-taro'
import { MaskClose } from '@nutui/icons-react-taro'
import { KEYWORD_MAX_LENGTH } from '@/contract/limits'
import { Pressable } from '@/components/Pressable'
import './index.scss'

export interface SearchBarProps {
  onSearch: (keyword: string) => void
  placeholder?: string
  defaultValue?: string
  /** Debounce in ms (default 300). */
  delay?: number
  /** Default KEYWORD_MAX_LENGTH (the server's limit for search text). */
  maxLength?: number
  /** Sticky under the navigation bar. */
  sticky?: boolean
}

export function SearchBar({ onSearch, placeholder = '请输入关键字搜索', defaultValue = '', delay = 300, maxLength = KEYWORD_MAX_LENGTH, sticky }: SearchBarProps) {
  const [text, setText] = useState(defaultValue)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const last = useRef(defaultValue.trim())
  const onSearchRef = useRef(onSearch)
  onSearchRef.current = onSearch

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => cancel, [])

  /** Searches now, unless the keyword is what was searched last (force: always). */
  const fire = (value: string, force = false) => {
    cancel()
    const keyword = value.trim()
    if (!force && keyword === last.current) return
    last.current = keyword
    onSearchRef.current(keyword)
  }

  const clear = () => {
    setText('')
    fire('')
  }

  // The clear button is ours: NutUI's is a div carrying an aria-label without a role, out of the
  // keyboard's reach.
  return (
    <View className={`app-search-bar ${sticky ? 'app-search-bar--sticky' : ''}`} data-testid="search-bar">
      <NutSearchBar
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        shape="round"
        clearable={false}
        rightIn={
          text ? (
            <Pressable className="app-search-bar__clear" label="清除" data-testid="search-clear" onPress={clear}>
              <MaskClose size={12} />
            </Pressable>
          ) : null
        }
        onChange={(value) => {
          setText(value)
          cancel()
          timer.current = setTimeout(() => fire(value), delay)
        }}
        onSearch={(value) => fire(value, true)}
      />
    </View>
  )
}

export default SearchBar
