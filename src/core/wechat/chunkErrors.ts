/** On weapp, page code ships inside the package: there are no chunks to fail (see chunkErrors.h5.ts). */
export const isChunkLoadError = (_reason: unknown): boolean => false
export function watchChunkErrors(): void {}
