/**
 * Before the browser tests: make sure the production H5 build is there and newer than the
 * sources (a clean clone has none). The backend serves it at /mp/.
 */
import { buildH5IfStale } from '../../scripts/buildStale'

export default function globalSetup(): void {
  buildH5IfStale()
}
