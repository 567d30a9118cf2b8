/** The stand-in scale (scripts/scale/standIn.ts) over app.inject, and a shop's scale registered for it. */
import type { FastifyInstance } from 'fastify'
import { contract, type ScaleKeyIssued } from '@/contract'
import { StandInScale, type DeviceTransport } from '../../scripts/scale/standIn'
import { call, expectOk } from './helpers'

export const injectTransport =
  (app: FastifyInstance, remoteAddress = '10.9.9.9'): DeviceTransport =>
  async (method, url, headers, body) => {
    const res = await app.inject({ method, url, headers, payload: body === undefined ? undefined : (body as object), remoteAddress })
    return { status: res.statusCode, etag: (res.headers.etag as string | undefined) ?? null, body: res.body ? JSON.parse(res.body) : null }
  }

let serials = 0
export const newSerial = (): string => `ES-T-${process.pid}-${++serials}`

/** Registers a new scale to the token's shop; the stand-in holding its key. */
export async function registerScale(app: FastifyInstance, token: string, serialNo = newSerial()): Promise<{ issued: ScaleKeyIssued; scale: StandInScale }> {
  const issued = expectOk(await call<ScaleKeyIssued>(app, contract.member.electronicScaleManage.register, { serialNo, name: '测试电子秤' }, { token }))
  return { issued, scale: new StandInScale(serialNo, issued.secret, injectTransport(app)) }
}
