/**
 * `npm start`: build the H5 app when dist/h5 has none yet or the sources are newer than it (new
 * code pulled), then run the server.
 */
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import path from 'node:path'
import { ROOT, staleReason } from './buildStale'
import { processCountOrExit, serve } from './main'

const processes = processCountOrExit()
// The supervisor of several API processes builds once; its workers only serve (server/cluster.ts).
const reason = cluster.isPrimary ? staleReason(path.join(ROOT, 'dist/h5/index.html')) : null
if (reason) {
  const why = reason === 'missing' ? 'dist/h5/index.html is missing' : 'the sources are newer than dist/h5'
  console.log(`${why}: running npm run build:h5 first (about a minute)`)
  const r = spawnSync('npm', ['run', 'build:h5'], { stdio: 'inherit', cwd: ROOT })
  if (r.status !== 0) {
    console.error('npm run build:h5 failed')
    process.exit(r.status ?? 1)
  }
}
serve(processes)
