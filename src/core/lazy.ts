/**
 * Code a screen loads only when it needs it (the price chart, later a PDF viewer or a scanner).
 * On H5 the importer is a dynamic `import()`: the code is its own chunk, fetched the first time it
 * is asked for, so the screen's first load does not carry it. On weapp the code ships inside the
 * screen's package anyway: give the module itself (`loadedModule`), ready at once.
 * One fetch at a time; after a failed fetch (a ChunkLoadError when the network drops) the next
 * `load()` tries again.
 */
export interface LazyModule<T> {
  /** The module once it has loaded; undefined before. */
  readonly loaded: T | undefined
  load(): Promise<T>
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined
  let pending: Promise<T> | null = null
  return {
    get loaded() {
      return value
    },
    load() {
      if (value !== undefined) return Promise.resolve(value)
      pending ??= importer().then(
        (m) => {
          value = m
          return m
        },
        (e: unknown) => {
          pending = null
          throw e
        },
      )
      return pending
    },
  }
}

/** A module that is already there (the weapp variant of a lazily loaded H5 module). */
export function loadedModule<T>(module: T): LazyModule<T> {
  return { loaded: module, load: () => Promise.resolve(module) }
}
