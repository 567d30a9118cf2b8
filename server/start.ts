/**
 * `npm start`: build the H5 app when dist/h5 has none yet or the sources are newer than it (new
 * code pulled), then run the server.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ROOT, staleReason } from './buildStale'
import { main } from './main'

const reason = staleReason(path.join(ROOT, 'dist/h5/index.html'))
if (reason) {
  const why = reason === 'missing' ? 'dist/h5/index.html is missing' : 'the sources are newer than dist/h5'
  console.log(`${why}: running npm run build:h5 first (about a minute)`)
  const r = spawnSync('npm', ['run', 'build:h5'], { stdio: 'inherit', cwd: ROOT })
  if (r.status !== 0) {
    console.error('npm run build:h5 failed')
    process.exit(r.status ?? 1)
  }
}
main().catch((err) => {
  console.error(err)
  process.exit(1)
})
