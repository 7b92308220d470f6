import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3StorageOptions } from '../providers/storage/s3-image-storage'

/** A local S3-compatible server (s3rver) with one empty bucket, and the storage options that reach it. */
export interface LocalS3 {
  options: S3StorageOptions
  close: () => Promise<void>
}

/** Starts s3rver on a free port over a temporary folder, with the bucket already made. */
export async function startLocalS3(bucket = 'sweet-art-photos'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'sweet-art-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    options: {
      bucket,
      region: 'eu-west-2',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's well-known key pair.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
