/** Picker options of a dictionary type (stores/dictionary): `{ label: dataValue, value: dataKey }`. */
import { useMemo } from 'react'
import type { PickerOption } from '@/components/PickerField'
import { useDictionary } from '@/stores/dictionary'

export function useDictOptions(dataType: string): PickerOption[] {
  const entries = useDictionary((s) => s.entries)
  return useMemo(() => entries.filter((e) => e.dataType === dataType).map((e) => ({ label: e.dataValue, value: e.dataKey })), [entries, dataType])
}
