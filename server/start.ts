/** `npm start`: build the H5 app when dist/h5 has no index.html yet, then run the server. */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { main } from './main'

const index = path.resolve(__dirname, '../dist/h5/index.html')
if (!existsSync(index)) {
  console.log('dist/h5/index.html is missing: running npm run build:h5 first')
  const r = spawnSync('npm', ['run', 'build:h5'], { stdio: 'inherit', cwd: path.resolve(__dirname, '..') })
  if (r.status !== 0) {
    console.error('npm run build:h5 failed')
    process.exit(r.status ?? 1)
  }
}
main().catch((err) => {
  console.error(err)
  process.exit(1)
})
