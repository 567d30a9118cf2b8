/**
 * The project's Taro configuration (../../config) for the bare baseline app: the same plugins,
 * compiler, design width, splitting and compression; only the sources, the output folder, the
 * route aliases (the app's own route table) differ.
 */
import path from 'node:path'
import type { ConfigEnv, UserConfigFn } from '@tarojs/cli'
import { createSwcRegister } from '@tarojs/helper'
import type { IProjectConfig } from '@tarojs/taro/types/compile'

const ROOT = path.resolve(__dirname, '../../..')
const APP_CONFIG = path.join(ROOT, 'config')

// Taro compiles only this project's config/ folder on the fly: compile the app's config too.
createSwcRegister({ only: [(file: string) => file.startsWith(APP_CONFIG + path.sep) || file.startsWith(__dirname + path.sep)] })
const appConfig = require(path.join(APP_CONFIG, 'index.ts')).default as UserConfigFn<'webpack5'>

type Merge = Parameters<UserConfigFn<'webpack5'>>[0]

export default async function bareConfig(merge: Merge, env: ConfigEnv): Promise<IProjectConfig<'webpack5'>> {
  const target = process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'
  const config: IProjectConfig<'webpack5'> = merge({}, await appConfig(merge, env), { sourceRoot: 'src', outputRoot: path.join(ROOT, `dist/bare-${target}`) })
  config.h5 = { ...config.h5, router: { mode: 'hash' } }
  return config
}
