/**
 * Links into the H5 app (a trace code's QR content), weapp build: the H5 app is served by the
 * API's host under /mp/, so a code printed from the mini program opens the same page in any
 * phone's browser. H5 variant: appUrl.h5.ts (the page's own origin).
 */
import { getApiRoot } from '@/core/apiRoot'

/** `/suyuan/index?code=T1` -> 'https://host/mp/#/suyuan/index?code=T1'. */
export const appPageUrl = (pathAndQuery: string): string => `${getApiRoot().replace(/\/+$/, '')}/mp/#${pathAndQuery}`
