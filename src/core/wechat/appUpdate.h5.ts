/** H5: the browser loads the newer version with the page (see appUpdate.ts). */
export const HOW_TO_UPDATE = '刷新页面，即可使用新版本。'
