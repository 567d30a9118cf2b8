/** Typed calls of the custome service: the knowledge base and staff health (docs/estate.md section 7). */
import { request, type RequestOptions } from '@/core/request'
import { custome } from '@/contract/custome'
import type { CheckInPagePayload, KnowledgePagePayload } from '@/contract/types'

export const customeApi = {
  knowledge: {
    page: (q: KnowledgePagePayload, options?: RequestOptions) => request(custome.knowledge.queryPage, q, options),
    /** Also counts the view. */
    detail: (id: string) => request(custome.knowledge.findById, { id }),
  },
  health: {
    /** Today's check-in (if any) and the newest one. */
    latest: () => request(custome.report.getCurrentLatestHealthClocking, {}),
    /** The caller's own check-ins, newest day first. */
    checkInPage: (q: CheckInPagePayload, options?: RequestOptions) => request(custome.riskAreaSituationVal.page, q, options),
    /** The check-in's extra questions. */
    questions: () => request(custome.riskAreaSituationKey.page, { current: 1, size: 100 }),
    /** The risk-area picker: provinces, then a province's cities, then a city's areas. */
    riskProvinces: () => request(custome.riskAreaDetail.getRiskProvinces, {}, { silent: true }),
    riskCities: (province: string) => request(custome.riskAreaDetail.getRiskCitys, { province }, { silent: true }),
    riskAreas: (province: string, city: string) => request(custome.riskAreaDetail.getRiskAreas, { province, city }, { silent: true }),
  },
}
