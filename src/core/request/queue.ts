/** At most `limit` tasks run at once (WeChat allows 10 concurrent requests); the rest wait in order. */
export function createQueue(limit: number) {
  let running = 0
  const waiting: Array<() => void> = []
  const next = () => {
    if (running >= limit) return
    const start = waiting.shift()
    if (start) start()
  }
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        running++
        task()
          .then(resolve, reject)
          .finally(() => {
            running--
            next()
          })
      })
      next()
    })
  }
}
