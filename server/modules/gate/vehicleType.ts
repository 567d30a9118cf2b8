/** /api/gate/vehicleType/page: the vehicle types the gate knows (any logged-in user). */
import { contract, type VehicleType } from '@/contract'
import { vehicleTypes } from '../../db/schema'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { handler } from '../../http/handler'

const vehicleTypeResource = resource({
  table: vehicleTypes,
  id: vehicleTypes.id,
  order: [by.asc(vehicleTypes.sort), by.asc(vehicleTypes.code)],
  present: (_db, rows): VehicleType[] => rows.map((v) => ({ id: v.id, name: v.name, code: v.code })),
})

export const vehicleTypeHandlers = [
  handler({
    endpoint: contract.gate.vehicleType.page,
    access: 'user',
    input: { ...pageShape },
    handle: ({ db, user }, input) => vehicleTypeResource.page(db, user, pageArgs(input)),
  }),
]
