/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Ceph, ...), so several API nodes
 * share them. The API still serves /uploads/<name> itself (headers, names and the clean-up stay
 * the same whatever the store); the bucket needs no public access. The SDK is loaded only when
 * this store is used.
 */
import type { Readable } from 'node:stream'
import { FILE_NAME, type FileStore, type StoredFileInfo } from './store'

export interface S3Options {
  bucket: string
  /** e.g. http://127.0.0.1:9000 for a MinIO; absent: AWS. */
  endpoint?: string
  region?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Path-style URLs (bucket in the path): what most S3-compatible servers need. */
  forcePathStyle?: boolean
  /** Key prefix inside the bucket (default 'uploads/'). */
  prefix?: string
}

const isMissing = (err: unknown): boolean => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

export async function s3Store(o: S3Options): Promise<FileStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: o.region ?? 'us-east-1',
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle ?? Boolean(o.endpoint),
    credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const prefix = o.prefix ?? 'uploads/'
  const keyOf = (name: string) => {
    if (!FILE_NAME.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`)
    return prefix + name
  }

  return {
    kind: 's3',
    location: `s3:${o.endpoint ?? 'aws'}/${o.bucket}/${prefix}`,
    async put(name, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: o.bucket, Key: keyOf(name), Body: data, ContentType: contentType, ContentLength: data.length }))
    },
    async get(name) {
      if (!FILE_NAME.test(name)) return null
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: keyOf(name) }))
        if (!out.Body) return null
        return { stream: out.Body as Readable, size: out.ContentLength ?? 0 }
      } catch (err) {
        if (isMissing(err)) return null
        throw err
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: keyOf(name) }))
    },
    async *list(): AsyncIterable<StoredFileInfo> {
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: o.bucket, Prefix: prefix, ContinuationToken: token }))
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(prefix.length) ?? ''
          if (FILE_NAME.test(name)) yield { name, size: item.Size ?? 0, modified: item.LastModified ?? new Date(0) }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
  }
}

/** The store the environment asks for: S3_BUCKET (+ S3_ENDPOINT, S3_REGION, ...) or the local directory. */
export async function fileStoreFromEnv(env: NodeJS.ProcessEnv, localDir: string): Promise<FileStore> {
  if (!env.S3_BUCKET) {
    const { localStore } = await import('./store')
    return localStore(localDir)
  }
  return s3Store({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : undefined,
    prefix: env.S3_PREFIX || undefined,
  })
}
