/** Where photos customers add to their orders are kept; S3-compatible storage in production, a folder by default (docs/product.md › Outside services). */
export interface ImageStorage {
  /** Names the implementation in the start-up log. */
  readonly name: string
  /** Stores bytes under a key such as `orders/{orderId}/{file}`. */
  put: (key: string, bytes: Buffer) => Promise<void>
  /** The bytes under a key, or null when there are none. */
  get: (key: string) => Promise<Buffer | null>
  /** Removes a key; a missing one is not an error. */
  remove: (key: string) => Promise<void>
}
