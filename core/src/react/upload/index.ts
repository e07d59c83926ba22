export { useUpload, type UseUploadProps } from './use-upload';
export { useUploadField, type UploadFieldSkinProps, type UploadSecretLevels } from './use-upload-field';
export { useReuploadPicker, type ReuploadPicker } from './use-reupload-picker';
export { useUploadDocument } from './use-upload-document';
