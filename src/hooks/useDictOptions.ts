/**
 * Picker options of a dictionary type (stores/dictionary): `{ label: dataValue, value: dataKey }`,
 * or with `valueFrom: 'dataValue'` the entry's value as the option's value too (for fields the
 * server stores by the dictionary's value, such as the 'unit' of products and SKUs: 公斤, 箱).
 */
import { useMemo } from 'react'
import type { PickerOption } from '@/components/PickerField'
import { useDictionary } from '@/stores/dictionary'

export function useDictOptions(dataType: string, valueFrom: 'dataKey' | 'dataValue' = 'dataKey'): PickerOption[] {
  const entries = useDictionary((s) => s.entries)
  return useMemo(() => entries.filter((e) => e.dataType === dataType).map((e) => ({ label: e.dataValue, value: e[valueFrom] })), [entries, dataType, valueFrom])
}
