import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'

const NOT_MULTIPART = 'Please send the photos as a multipart form.'

/** How one multipart upload of photos (files under `files`) is taken in. */
export interface PhotoUpload<T> {
  /**
   * Checks, before any file is read, that the sender may add photos where the fields sent ahead of
   * the files say, and answers how many more the place holds; throws the refusal otherwise.
   */
  room: (fields: Record<string, string>) => Promise<number>
  /** Turns one file's bytes into what is kept, or throws the refusal of that file. */
  read: (bytes: Buffer) => Promise<T>
  /** The refusal of a file beyond the room left. */
  tooMany: string
}

/**
 * Reads a multipart upload part by part: the fields first, then each file read and turned into what
 * is kept before the next is read, so a refused upload is refused before its files are read and a
 * request holds at most one unread file at a time. When no file comes, `room` is still asked.
 */
export async function receivePhotos<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  upload: PhotoUpload<T>,
): Promise<{ fields: Record<string, string>; photos: T[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART)
  const fields: Record<string, string> = {}
  const photos: T[] = []
  let room: number | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
      } else if (part.fieldname !== 'files') {
        part.file.resume()
      } else {
        room ??= await upload.room(fields)
        if (photos.length >= room) throw new AppError('CONFLICT', upload.tooMany)
        photos.push(await upload.read(await part.toBuffer()))
      }
    }
  } catch (error) {
    // The rest of the body is left unread: the connection closes after the answer, as Fastify
    // does for a body it refuses, instead of the client's bytes being taken in for nothing.
    reply.header('connection', 'close')
    throw error
  }
  if (room === undefined) await upload.room(fields)
  return { fields, photos }
}
