/** H5: links into this app keep the origin that served it (see appUrl.ts). */
export const appPageUrl = (pathAndQuery: string): string => `${window.location.origin}/mp/#${pathAndQuery}`
