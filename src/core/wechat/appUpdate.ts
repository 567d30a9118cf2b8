/**
 * How a user gets the newer version 关于我们 announces. A mini-program is updated by WeChat: the
 * new package is used the next time WeChat starts it (H5 variant: appUpdate.h5.ts).
 */
export const HOW_TO_UPDATE = '关闭小程序后重新打开，即可使用新版本。'
