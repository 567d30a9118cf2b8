/** The one place that knows which platform the build targets. */
export const isH5 = (): boolean => process.env.TARO_ENV === 'h5'
export const isWeapp = (): boolean => process.env.TARO_ENV === 'weapp'
