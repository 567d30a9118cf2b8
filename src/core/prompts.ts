/**
 * The platform's modal, toast and loading toast, as `dialog.ts` shows them: Taro's own, there at
 * once on the mini program. H5 loads them with the first prompt (prompts.h5.ts).
 */
import Taro from '@tarojs/taro'
import { loadedModule, type LazyModule } from './lazy'

export type Prompts = Pick<typeof Taro, 'showModal' | 'showToast' | 'showLoading' | 'hideLoading'>

export const promptsModule: LazyModule<Prompts> = loadedModule<Prompts>(Taro)
