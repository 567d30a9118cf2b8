/**
 * The reference backend for the browser and simulator tests, started as `npm start` would (its own
 * embedded database holding the demo data: ./serverMain.ts) on a free port. No browser here: the
 * simulator tests (jsdom) load it too.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

export interface Server {
  url: string
  stop: () => Promise<void>
}

/**
 * How long a starting backend may take before it counts as failed: a bound for a machine under
 * heavy load (tsx, migrations and the demo data on two busy cores), not an expected time; the
 * wait ends as soon as it listens. The simulator tests' backend (tests/simulate/backend.ts) takes it too.
 */
export const SERVER_START_BOUND_MS = 300_000

/** Starts server/main.ts (./serverMain.ts) on a free port over a new data folder; resolves once it listens. */
export function startServer(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'))
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(__dirname, 'serverMain.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise<Server>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed test (a loaded machine can be this slow).
      child.kill('SIGTERM')
      reject(new Error(`server did not start within ${SERVER_START_BOUND_MS / 1000} s:\n${output}`))
    }, SERVER_START_BOUND_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const m = output.match(/http:\/\/(?:localhost|127\.0\.0\.1):(\d+)\/mp\//)
      if (!m) return
      clearTimeout(timer)
      resolve({
        url: `http://127.0.0.1:${m[1]}`,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => {
              fs.rmSync(dataDir, { recursive: true, force: true })
              done()
            })
            child.kill('SIGTERM')
          }),
      })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
}
