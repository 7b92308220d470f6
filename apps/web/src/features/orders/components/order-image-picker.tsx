import { useId, useState, type ChangeEvent, type MouseEvent, type Ref } from 'react'
import { showToast } from '@/components/ui/toast-store'
import { ORDER_IMAGES_FULL, ORDER_IMAGE_ACCEPT, ORDER_IMAGE_RULES } from './order-image-files'
import styles from './order-images.module.css'

interface OrderImagePickerProps {
  /** How many more photos the order takes. */
  room: number
  /** Photos on their way to the server; 0 when nothing is uploading. */
  uploadingCount: number
  onFiles: (files: File[]) => void
  inputRef: Ref<HTMLInputElement>
}

function photos(count: number): string {
  return count === 1 ? '1 photo' : `${String(count)} photos`
}

/**
 * A drop zone over a real file input: click, tap, Enter or Space opens the picker and files can
 * be dropped on it. While busy or full the input stays focusable and only refuses to open, so a
 * keyboard user is never thrown back to the top of the page.
 */
export function OrderImagePicker({
  room,
  uploadingCount,
  onFiles,
  inputRef,
}: OrderImagePickerProps) {
  const inputId = useId()
  const hintId = useId()
  const [isDragging, setIsDragging] = useState(false)
  const isUploading = uploadingCount > 0
  const isBlocked = isUploading || room <= 0

  const refuseWhileBlocked = (event: MouseEvent<HTMLInputElement>) => {
    if (!isBlocked) return
    event.preventDefault()
    if (!isUploading) showToast(ORDER_IMAGES_FULL, 'error')
  }

  const takeFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    // Cleared so that choosing the same file again (say, after a refusal) still reports a change.
    event.target.value = ''
    setIsDragging(false)
    if (files.length > 0 && !isBlocked) onFiles(files)
  }

  return (
    <div
      className={styles.picker}
      data-dragging={isDragging || undefined}
      data-busy={isUploading || undefined}
      data-full={room <= 0 || undefined}
    >
      <input
        ref={inputRef}
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={ORDER_IMAGE_ACCEPT}
        multiple
        // The drop zone explains itself; the browser's "No file chosen" tooltip would not.
        title=""
        aria-describedby={hintId}
        aria-disabled={isBlocked || undefined}
        onClick={refuseWhileBlocked}
        onChange={takeFiles}
        onDragEnter={() => setIsDragging(!isBlocked)}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(event) => {
          setIsDragging(false)
          if (isBlocked) event.preventDefault()
        }}
      />
      {isUploading ? <span className={styles.spinner} aria-hidden="true" /> : <UploadMark />}
      <label htmlFor={inputId} className={styles.pickerTitle}>
        Add photos
      </label>
      <p id={hintId} className={styles.pickerHint} role="status">
        {isUploading
          ? `Uploading ${photos(uploadingCount)}…`
          : room <= 0
            ? ORDER_IMAGES_FULL
            : `Choose from your device or drop them here: ${ORDER_IMAGE_RULES}. You can add ${String(room)} more.`}
      </p>
    </div>
  )
}

function UploadMark() {
  return (
    <svg
      className={styles.pickerMark}
      width="36"
      height="36"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
      <path d="m3.5 16 4.6-4.3a1.5 1.5 0 0 1 2 0L14 15.3" />
      <path d="M15.5 9.5v-5M13.3 6.7l2.2-2.2 2.2 2.2" />
    </svg>
  )
}
