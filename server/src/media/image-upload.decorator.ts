import { FileUpload } from '../common/file-upload.js';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from './image-store.service.js';

/**
 * A multipart upload in the field `file`, at most 8 MB, held in memory for ImageStore.store().
 * Use with `@UploadedFile() file: UploadedMultipartFile | undefined` and pass `file?.buffer`.
 */
export function ImageUpload() {
  return FileUpload(MAX_IMAGE_BYTES, IMAGE_TOO_LARGE);
}
