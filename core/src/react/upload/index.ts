export { useUpload, type UseUploadProps } from './use-upload';
