/**
 * `npm run faults`: several API processes on one durable PostgreSQL (fsync and synchronous_commit
 * on, a cluster of its own) under a stream of idempotent writes, through each fault of issue 18:
 * backends terminated inside their transactions, the database crashed and restarted, a process
 * killed with SIGKILL; then ids made by several processes at once, and a process whose uploads
 * would live elsewhere asking to join. Prints the figures; exits 1 when a write was lost or made
 * twice, a call was left unanswered or answered 500, a process stayed down, a ledger disagrees,
 * an id repeated, or the split upload configuration started.
 *
 *   npm run faults                          (FAULTS_WRITES=150 writes before and after each fault)
 */
import { idsAcrossProcesses, type IdFigures } from './ids'
import { DATABASE, startFleet } from './fleet'
import { killScenario, market, orphanedClaimScenario, problems, restartScenario, terminateScenario, uploadsScenario, type Figures } from './scenarios'

const PROCESSES = 3
const STALE_CLAIM_MS = 3000
const sizes = { workers: 8, writes: Number(process.env.FAULTS_WRITES ?? 150), terminations: 40 }
const IDS_PER_PROCESS = 200_000

function print(f: Figures): void {
  const t = f.tally
  console.log(`\n## ${f.scenario}`)
  console.log(`  acknowledged writes ${f.check.acknowledged}, present ${f.check.present}, missing ${f.check.missing.length}, made twice ${f.check.writtenTwice.length}`)
  console.log(`  actions ${t.actions}, calls ${t.attempts}: 503 服务不可用 ${t.http503}, other 5xx ${t.http5xx}, no answer ${t.lost}, still running ${t.stillRunning}, refused ${t.refused.length}, never answered ${t.unresolved.length}`)
  console.log(`  answers by process ${t.answeredBy.join(' / ')}; processes answering afterwards ${f.answering} of ${f.processes}; stock = ledger ${f.check.stockMatches}; balance = ledger ${f.check.balanceMatches}`)
  for (const [k, v] of Object.entries(f.more)) console.log(`  ${k}: ${v}`)
}

async function main(): Promise<void> {
  const t0 = Date.now()
  const fleet = await startFleet({ processes: PROCESSES, staleClaimMs: STALE_CLAIM_MS })
  console.log(`${PROCESSES} API processes on a durable PostgreSQL (fsync, synchronous_commit on) in ${Math.round((Date.now() - t0) / 1000)} s; STALE_CLAIM_MS ${STALE_CLAIM_MS}`)
  let failed: string[] = []
  let ids: IdFigures | null = null
  try {
    const m = await market(fleet)
    for (const scenario of [terminateScenario, restartScenario, killScenario]) {
      const f = await scenario(fleet, m, sizes)
      print(f)
      failed = failed.concat(problems(f).map((p) => `${f.scenario}: ${p}`))
    }
    const orphan = await orphanedClaimScenario(fleet, m)
    console.log(`\n## orphaned claim\n  an online payment whose process was frozen after its claim and killed (try ${orphan.tries}): retried through another process, answered ${orphan.answered} after ${orphan.waitedMs} ms (STALE_CLAIM_MS ${STALE_CLAIM_MS}); payment attempts of the order ${orphan.attempts}`)
    if (!orphan.answered || orphan.attempts !== 1 || orphan.waitedMs < STALE_CLAIM_MS / 2) failed.push('orphaned claim: not answered once after the stale time')
    ids = await idsAcrossProcesses(fleet.cluster.url(DATABASE), PROCESSES, IDS_PER_PROCESS)
    console.log(`\n## ids\n  ${ids.ids} ids from ${ids.processes} processes at once, ${ids.sharedMilliseconds} milliseconds shared by several processes: ${ids.duplicates} duplicates`)
    if (ids.duplicates) failed.push(`ids: ${ids.duplicates} duplicates`)
    const uploads = await uploadsScenario(fleet)
    console.log(`\n## uploads\n  a 4th process with its own UPLOAD_DIR: ${uploads.refused ? 'refused' : 'NOT refused'}: ${uploads.message}`)
    if (!uploads.refused) failed.push('uploads: a split upload configuration started')
  } finally {
    await fleet.close()
  }
  console.log(`\nfaults: ${failed.length ? `FAILED\n  ${failed.join('\n  ')}` : 'no write lost or made twice, every process answering'} (${Math.round((Date.now() - t0) / 1000)} s)`)
  process.exit(failed.length ? 1 : 0)
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
