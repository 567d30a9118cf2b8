import type { PropsWithChildren } from 'react'
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'

export default function App({ children }: PropsWithChildren) {
  return children
}
