/**
 * One file from the browser's file chooser (a hidden `<input type="file">`), or null when the user
 * backed out. `capture` opens the camera first where the phone offers it. H5 only: imported by the
 * H5 variants (scan.h5.ts, document.h5.ts).
 */
export function pickFile(accept: string, capture?: 'environment'): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = accept
    if (capture) input.setAttribute('capture', capture)
    input.style.display = 'none'
    const done = (file: File | null) => {
      input.remove()
      resolve(file)
    }
    input.addEventListener('change', () => done(input.files?.[0] ?? null), { once: true })
    input.addEventListener('cancel', () => done(null), { once: true })
    document.body.appendChild(input)
    input.click()
  })
}
