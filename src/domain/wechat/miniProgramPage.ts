/**
 * A mini program page with its parameters, as both builds of MiniProgramJump open it. Apart from
 * MiniProgramJump.tsx because the H5 build resolves `./MiniProgramJump` to MiniProgramJump.h5.tsx.
 */
export const pageWithQuery = (path: string, query: string): string => (query ? `${path}?${query}` : path)
