/**
 * Endpoints by the name screens use: `resource.action` (resource names are unique across the
 * services, e.g. `complaintComplaint.create`).
 */
import { contract, type Endpoint } from '@/contract'

export const ENDPOINTS_BY_NAME: ReadonlyMap<string, Endpoint> = (() => {
  const map = new Map<string, Endpoint>()
  for (const service of Object.values(contract)) {
    for (const [resource, node] of Object.entries(service as Record<string, unknown>)) {
      if (typeof (node as Endpoint).path === 'string') map.set(`${String((node as Endpoint).path.split('/')[1])}.${resource}`, node as Endpoint)
      else for (const [action, ep] of Object.entries(node as Record<string, Endpoint>)) map.set(`${resource}.${action}`, ep)
    }
  }
  return map
})()
