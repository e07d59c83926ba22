export { ImageList } from './ImageList';
export type { ImageListProps, UploadFieldProps, UploadProps, UploadSecretLevels } from './interface';
export { Upload } from './Upload';
