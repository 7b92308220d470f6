import type * as S3Sdk from '@aws-sdk/client-s3'
import type { ImageStorage } from './image-storage'

/** Where an S3-compatible bucket is and how to sign in to it (`S3_*` settings). */
export interface S3StorageOptions {
  bucket: string
  region: string
  /** An S3-compatible service's URL (MinIO, R2, …); without it, AWS S3 itself. */
  endpoint?: string | undefined
  /** Both or neither; without them the SDK's own chain (instance role, `AWS_*` variables) signs. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined
  /** `bucket` in the path instead of the host name, which most self-hosted services need. */
  forcePathStyle: boolean
}

/** Images in an S3-compatible bucket (docs/product.md › Outside services): the production storage when several instances share it. */
export function createS3ImageStorage(options: S3StorageOptions): ImageStorage {
  const { bucket } = options
  // The SDK takes ~300 ms and ~25 MB to load, so only a shop configured for S3 pays for it, and
  // while it starts up rather than on the first photo.
  const ready = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: createClient(sdk, options),
  }))
  ready.catch(() => undefined)

  function fail(action: string, key: string, error: unknown): Error {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return new Error(`S3 storage could not ${action} "${key}" in bucket "${bucket}": ${reason}`, {
      cause: error,
    })
  }

  return {
    name: 's3',
    async put(key, bytes) {
      const { sdk, client } = await ready
      try {
        await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }))
      } catch (error) {
        throw fail('store', key, error)
      }
    },
    async get(key) {
      const { sdk, client } = await ready
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }))
        if (!answer.Body) return null
        const bytes = await answer.Body.transformToByteArray()
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      } catch (error) {
        // Only a missing key is "no image"; a missing bucket or a refused signature is a fault.
        if (error instanceof Error && error.name === 'NoSuchKey') return null
        throw fail('read', key, error)
      }
    },
    async remove(key) {
      const { sdk, client } = await ready
      try {
        // S3 answers 204 for a key that is not there, so removing twice is fine.
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }))
      } catch (error) {
        throw fail('remove', key, error)
      }
    },
  }
}

function createClient(sdk: typeof S3Sdk, options: S3StorageOptions): S3Sdk.S3Client {
  return new sdk.S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Newer SDKs add CRC32 checksum headers to every upload and check them on every download;
    // many S3-compatible services refuse or omit them. SigV4 still signs a SHA-256 of every body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}
