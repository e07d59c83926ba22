export type { UploadProps } from './interface';
export { Upload } from './Upload';
