/** Choosing a document on H5 (see document.ts): the browser's file chooser, the file as a blob: URL. */
import { pickFile } from './fileInput.h5'
import type { PickedFile } from './document'

export async function chooseDocument(extensions: readonly string[]): Promise<PickedFile | null> {
  const file = await pickFile(extensions.map((e) => `.${e}`).join(','))
  return file ? { path: URL.createObjectURL(file), name: file.name, size: file.size } : null
}
