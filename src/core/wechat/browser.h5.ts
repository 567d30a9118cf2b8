/** H5: is this page open in WeChat's own browser (where its bridge, JS-SDK and open tags exist)? */
export const inWeChatBrowser = (): boolean => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent)
