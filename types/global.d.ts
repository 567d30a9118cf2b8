/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'h5' | undefined
    TARO_APP_ID?: string
    TARO_APP_NAME?: string
    TARO_APP_VERSION?: string
    TARO_APP_VERSION_CODE?: string
    TARO_APP_THEME?: string
    TARO_APP_API_ROOT?: string
    TARO_APP_UPLOAD_PATH?: string
    TARO_APP_MP_APPID?: string
    TARO_APP_TMPL_ORDER?: string
    TARO_APP_TMPL_BILL?: string
    TARO_APP_TMPL_REPAIR?: string
    TARO_APP_PRINTER?: string
  }
}

declare module '@nutui/icons-react-taro/dist/es/icons/configure.js' {
  export { configure } from '@nutui/icons-react-taro'
}
